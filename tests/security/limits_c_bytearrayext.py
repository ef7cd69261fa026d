# args: --timeout 20 --max-memory 64M
# C work bounded: bytearrayext ends cleanly (a limit error or a Python error) within its limits
b = bytearray()
b.extend(bytes(10**9))
print(len(b))
