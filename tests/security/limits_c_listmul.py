# args: --timeout 20 --max-memory 64M
# C work bounded: listmul ends cleanly (a limit error or a Python error) within its limits
print(len([0]*(10**10)))
