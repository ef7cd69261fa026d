# args: --max-memory 16M --timeout 2
# format widths in f-strings, format() and str.format
print(len(f"{1:{10**10}}"))
