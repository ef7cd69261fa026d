# args: --timeout 2 --max-memory 64M
# C work bounded: inlist ends cleanly (a limit error or a Python error) within its limits
l=list(range(10**6))
for i in range(10**6):
    (-1) in l
print('x')
