# args: --timeout 20 --max-memory 64M
# C work bounded: fmtint ends cleanly (a limit error or a Python error) within its limits
print(len(format(10**1000, '01000000000d')))
