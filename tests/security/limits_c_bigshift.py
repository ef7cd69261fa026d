# args: --timeout 20 --max-memory 64M
# C work bounded: bigshift ends cleanly (a limit error or a Python error) within its limits
print((1 << (10**12)).bit_length())
