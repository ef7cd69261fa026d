# args: --timeout 20 --max-memory 64M
# C work bounded: reprdeep ends cleanly (a limit error or a Python error) within its limits
class R:
    def __repr__(self): return repr(self)
print(repr(R()))
