# range() objects with bounds beyond 64 bits: construction, len, repr, indexing, slicing, in, hash, reversed
r = range(10**30, 10**30 + 5, 2)
print(r, len(r), list(r), r[1], r[-1], 10**30 + 2 in r, 10**30 + 1 in r, sum(r))
print(list(reversed(r)), r.index(10**30 + 4), r.count(10**30), bool(r), bool(range(10**30, 0)))
print(range(10**20)[5], 10**20 in range(10**21), list(range(0, 2**64, 2**62)))
print(list(range(2**63 - 2, 2**63 + 2)), range(2**63) == range(0, 2**63), len(range(-2**70, -2**70 + 3)))
print(r == range(10**30, 10**30 + 6, 2), hash(range(0)) == hash(range(5, 5)), {range(0): 1, range(3, 3): 2})
print({range(1, 2): "a", range(1, 5, 7): "b"}, r[1:], r[::-1])
try:
    len(range(2**64))
except OverflowError as e:
    print("OverflowError", e)
try:
    range(10**30)[10**31]
except IndexError as e:
    print("IndexError", e)
print(range(10**30)[-1], range(10**30)[10**29])
print(sorted(range(10**30, 10**30 - 3, -1)), max(range(2**64, 2**64 + 3)))
print(list(map(lambda k: k % 7, range(10**25, 10**25 + 4))))
