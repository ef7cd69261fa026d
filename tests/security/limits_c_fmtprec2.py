# args: --timeout 20 --max-memory 64M
# C work bounded: fmtprec2 ends cleanly (a limit error or a Python error) within its limits
print(len(format(1.5, '.1000000000f')))
