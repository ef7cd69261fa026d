# seq * x when x is not an int: CPython's 'can't multiply sequence by non-int' (naming x), also for list *=; an operand with __index__ repeats.
class O: pass
for f in [lambda: O() * "x", lambda: "x" * O(), lambda: [1] * O(), lambda: O() * (1,), lambda: "x" * 1.5, lambda: "a" * "b", lambda: [1] * [2]]:
    try: f()
    except TypeError as e: print(e)

for f in [lambda: [1] * "x", lambda: "x" * [1], lambda: (1,) * O(), lambda: O() * [1]]:
    try: f()
    except TypeError as e: print(e)
x = [1]
try:
    x *= "s"
except TypeError as e: print(e)
class I:
    def __index__(self): return 2
x=[1]
x*=I()
print(x, [0]*I(), "ab"*I())
y=[1]
y*=True
print(y)
