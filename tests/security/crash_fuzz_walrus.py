# cpython: same
# odd walrus and lambda combinations
(x := 1)
print(x)
f = lambda: (y := 2)
print(f())
[z := 3 for _ in range(1)] if False else None
