# list * n and tuple * n: items repeated, shared references, empty and negative counts, the size errors
a = [0] * 5
b = [1, 2] * 3
c = (1, "x") * 2
d = [[]] * 3
d[0].append(1)
print(a, b, c, d, [] * 5, [1] * 0, [1] * -3, (2,) * 4, "ab" * 3)
class L(list): pass
print(L([1, 2]) * 2, type(L([1]) * 2).__name__)
try:
    [1] * 10**12
except MemoryError as e: print("ME")
try:
    [1] * 2**70
except OverflowError as e: print(e)
x = [None] * 1_500_000
print(len(x), x[-1])
