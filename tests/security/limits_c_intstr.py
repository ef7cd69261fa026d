# args: --timeout 20 --max-memory 64M
# C work bounded: intstr ends cleanly (a limit error or a Python error) within its limits
x = int('9' * 10**6)
print(x % 7)
