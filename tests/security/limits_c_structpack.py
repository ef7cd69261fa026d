# args: --timeout 20 --max-memory 64M
# C work bounded: structpack ends cleanly (a limit error or a Python error) within its limits
import struct
print(len(struct.pack('10000000000s', b'a')))
