# args: --timeout 20 --max-memory 64M
# C work bounded: percentfmt ends cleanly (a limit error or a Python error) within its limits
print(len('%*d' % (10**9, 1)))
