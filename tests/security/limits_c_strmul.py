# args: --timeout 20 --max-memory 64M
# C work bounded: strmul ends cleanly (a limit error or a Python error) within its limits
s = 'ab' * (10**12)
print(len(s))
