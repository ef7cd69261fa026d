xs = list(range(10))
t = tuple("abcdefg")
for lo in (None, -20, -3, -1, 0, 2, 5, 9, 10, 30):
    for hi in (None, -20, -4, 0, 3, 8, 10, 30):
        for st in (None, 1, 2, 3, -1, -2, -5, 100, -100):
            print(lo, hi, st, xs[lo:hi:st], t[lo:hi:st])
try:
    xs[::0]
except ValueError as e:
    print(e)
big = 2**70
print(xs[-big:big], xs[big:-big:-1], xs[::9223372036854775807], xs[::-9223372036854775807], xs[::-9223372036854775808])
print(xs[True:3], xs[1:False:-1])
class L(list): pass
print(type(L([1,2,3])[1:]), [][:], ()[::-1], type(t[:]))
print(sorted([3, 1, 2]), sorted(["b", "a", "é", "A", ""]), sorted([5, 2, 9], reverse=True), sorted([1, 1.0, True]))
a = [3, 1, 2]; a.sort(reverse=True); print(a)
print(sorted(["a\x00b", "a", "a\x00"]), sorted([2**70, 3, -2**70]))
