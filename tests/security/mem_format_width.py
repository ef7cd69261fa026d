# args: --max-memory 16M --timeout 10
# format widths in f-strings, format() and str.format
print(len(f"{1:{10**10}}"))
