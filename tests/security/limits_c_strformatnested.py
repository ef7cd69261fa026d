# args: --timeout 20 --max-memory 64M
# C work bounded: strformatnested ends cleanly (a limit error or a Python error) within its limits
print(len('{:{}}'.format('a', 10**9)))
