# args: --timeout 20 --max-memory 64M
# C work bounded: bigpow ends cleanly (a limit error or a Python error) within its limits
print(len(str(7 ** (10**9))))
