# cpython: same
# starred expressions in odd places
a, *b = 1, 2, 3
print(a, b)
print(*[], *())
*c, = [4]
print(c)
try:
    exec
except NameError:
    pass
