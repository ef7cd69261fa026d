# cpython: same
# args: --timeout 10
# infinite recursion through __str__: RecursionError, caught like any exception
class A:
    def __str__(self):
        return str(self)
a = A()
try:
    str(a)
    print("no recursion")
except RecursionError as e:
    print("RecursionError:", e)
print("after")
