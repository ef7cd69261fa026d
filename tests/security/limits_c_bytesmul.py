# args: --timeout 20 --max-memory 64M
# C work bounded: bytesmul ends cleanly (a limit error or a Python error) within its limits
print(len(b'a'*(10**10)))
