# args: --timeout 20 --max-memory 64M
# C work bounded: decimalish ends cleanly (a limit error or a Python error) within its limits
print(float('1' * 10**7))
