# args: --timeout 2 --max-memory 64M
# C work bounded: bigdivmod ends cleanly (a limit error or a Python error) within its limits
a = (1<<(1<<24)) - 1
b = (1<<(1<<23)) - 3
for i in range(100): divmod(a, b)
print('x')
