# args: --timeout 20 --max-memory 64M
# C work bounded: tuplemul ends cleanly (a limit error or a Python error) within its limits
print(len((0,)*(10**10)))
