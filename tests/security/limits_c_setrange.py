# args: --timeout 20 --max-memory 64M
# C work bounded: setrange ends cleanly (a limit error or a Python error) within its limits
print(len(set(range(10**9))))
