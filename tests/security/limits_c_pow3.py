# args: --timeout 2 --max-memory 64M
# C work bounded: pow3 ends cleanly (a limit error or a Python error) within its limits
print(pow(3, (1<<200000)-3, (1<<200000)-1))
