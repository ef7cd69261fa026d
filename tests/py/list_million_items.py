# sequences of more than a million items: copies, a sort and concatenations (table.unpack of
# Lua stops near a million values; moonpy raised SystemError "too many results to unpack")
a = list(range(1_000_100, 0, -1))
b = a.copy()
c = sorted(a)
print(len(b), b[0], b[-1], c[:3], c[-1])
t = tuple(c)
print(len(t + t), len(list(t)), len(c + c), len(a[:]))
ba = bytearray(1_000_100)
print(len(ba.copy()))
import copy
print(len(copy.copy(c)), copy.copy(c)[-1])
