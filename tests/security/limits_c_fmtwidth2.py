# args: --timeout 20 --max-memory 64M
# C work bounded: fmtwidth2 ends cleanly (a limit error or a Python error) within its limits
print(len(f'{1:>{10**9}}'))
