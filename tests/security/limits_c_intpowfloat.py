# args: --timeout 20 --max-memory 64M
# C work bounded: intpowfloat ends cleanly (a limit error or a Python error) within its limits
print(10.0 ** 10**6)
