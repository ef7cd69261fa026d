# args: --timeout 20 --max-memory 64M
# C work bounded: fmtwidth ends cleanly (a limit error or a Python error) within its limits
print(len('{:>1000000000}'.format('x')))
