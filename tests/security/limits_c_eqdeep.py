# args: --timeout 20 --max-memory 64M
# C work bounded: eqdeep ends cleanly (a limit error or a Python error) within its limits
class E:
    def __eq__(self, o): return self == o
print(E() == E())
