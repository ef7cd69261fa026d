# args: --timeout 20 --max-memory 64M
# C work bounded: floatrepr ends cleanly (a limit error or a Python error) within its limits
print(len(repr(1e308 * 10)))
