# Deliberate difference: id() and the address in a default repr are small stable numbers.
# Why: there are no machine addresses to show in the sandbox; each object gets a number when it
# is first asked for one, so output is reproducible from run to run.
# CPython: an address that changes from run to run. moonpy: 0x7f3a00000010, then the next ones.
class Point:
    pass
print(Point())
print(hex(id(Point())))
