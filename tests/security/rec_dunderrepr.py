# args: --timeout 10
# infinite recursion through __repr__: RecursionError, caught like any exception
class A:
    def __repr__(self):
        return repr(self)
a = A()
try:
    repr(a)
    print("no recursion")
except RecursionError as e:
    print("RecursionError:", e)
print("after")
