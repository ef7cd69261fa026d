# args: --timeout 20 --max-memory 64M
# C work bounded: bigstr ends cleanly (a limit error or a Python error) within its limits
x = 1 << (1<<24)
print(len(str(x)))
