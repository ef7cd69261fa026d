# args: --timeout 20 --max-memory 64M
# C work bounded: strcenter ends cleanly (a limit error or a Python error) within its limits
print(len('a'.center(10**11)))
