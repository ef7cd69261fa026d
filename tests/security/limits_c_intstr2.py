# args: --timeout 20 --max-memory 64M
# C work bounded: intstr2 ends cleanly (a limit error or a Python error) within its limits
s='9'*4000000
x = int(s)
print(len(str(x)))
