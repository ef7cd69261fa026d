# args: --timeout 20 --max-memory 64M
# C work bounded: joinhuge ends cleanly (a limit error or a Python error) within its limits
print(len('x'.join(['ab']*(10**8))))
