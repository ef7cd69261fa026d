# args: --timeout 20 --max-memory 64M
# C work bounded: byteshuge ends cleanly (a limit error or a Python error) within its limits
print(len(bytes(10**12)))
