# slicing works the same on str, list, tuple and range
s, l, t, r = "abcdefgh", list("abcdefgh"), tuple("abcdefgh"), range(8)
for sl in [slice(1, 5), slice(None, None, -1), slice(-3, None), slice(1, -1, 2),
           slice(6, 1, -2), slice(10, 20), slice(-100, 100, 3), slice(None, 3, -1)]:
    print(sl, repr(s[sl]), l[sl], t[sl], list(r[sl]))
print(slice(1, 5, 2).indices(10), slice(None, None, -1).indices(5), slice(-3, None).indices(4))
print(slice(3), slice(3).start, slice(3).stop, slice(1, 2, 3).step)
sl = slice(2, None)
print(l[sl], s[sl])
