# args: --timeout 20 --max-memory 64M
# C work bounded: ljust ends cleanly (a limit error or a Python error) within its limits
print(len('1'.ljust(10**10)))
