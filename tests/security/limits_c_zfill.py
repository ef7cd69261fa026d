# args: --timeout 20 --max-memory 64M
# C work bounded: zfill ends cleanly (a limit error or a Python error) within its limits
print(len('1'.zfill(10**10)))
