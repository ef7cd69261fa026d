# args: --timeout 20 --max-memory 64M
# C work bounded: sortedhuge ends cleanly (a limit error or a Python error) within its limits
print(len(sorted(range(10**8))))
