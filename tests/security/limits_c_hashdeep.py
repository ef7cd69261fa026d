# args: --timeout 20 --max-memory 64M
# C work bounded: hashdeep ends cleanly (a limit error or a Python error) within its limits
class H:
    def __hash__(self): return hash(self)
print({H()})
