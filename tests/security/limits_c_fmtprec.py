# args: --timeout 20 --max-memory 64M
# C work bounded: fmtprec ends cleanly (a limit error or a Python error) within its limits
print(len('%.1000000000f' % 1.0))
