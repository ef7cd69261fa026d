for seq in ([1, 2, 3, 4], (5,), "abc", range(3), iter([7, 8]), [1, 2]):
    try:
        a, *b = seq
        print(a, b)
        *c, d = seq
        print(c, d)
        e, *f, g = seq
        print(e, f, g)
        *h, i, j = seq
        print(h, i, j)
        k, l, *m = seq
        print(k, l, m)
    except ValueError as ex:
        print("ValueError", ex)
l = [1, 2]
x, *y = l
y.append(3)
print(l, x, y)
