# args: --timeout 20 --max-memory 64M
# C work bounded: rangelist ends cleanly (a limit error or a Python error) within its limits
print(len(list(range(10**10))))
