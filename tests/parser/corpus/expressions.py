# operators, precedence, comprehensions, walrus, slices, calls
a = -2 ** 2
b = 2 ** -1
c = 2 ** 3 ** 2
d = (-2) ** 2
e = not a == b
f = a if b else c if d else e
g = a or b and c or not d
h = a < b <= c == d != e > f >= g is h is not i in j not in k
i = a | b ^ c & d << e >> f + g - h * i / j // k % l @ m
j = ~a + -b * +c
k = await_ = 1
l = [x for x in range(10) if x % 2 if x % 3 for y in range(x)]
m = {x: y for x, y in zip(a, b)}
n = {x for x in a}
o = (x for x in a)
p = [*a, *b]
q = {**a, 'b': 1, **c}
r = {*a, *b}
s = a[1], a[1:2], a[::], a[:], a[1:], a[:2], a[::3], a[1:2:3], a[1:2, 3], a[..., 1], a[:, None]
t = a[b, c], a[b,], a[(b, c)], a[*b], a[1:2, *c]
u = f(a)(b)(c).d[e].g()
v = f(*args, **kwargs), f(a, *b, c, *d, e=1, **f, g=2)
w = f(x for x in y)
x = (y := 10)
y = [z := 1, z + 1]
if (n := len(a)) > 10: pass
while chunk := read(): pass
z = a if (b := c) else d
aa = lambda: (yield)
bb = (1,)
cc = ()
dd = 1,
ee = (((((((((((1)))))))))))
ff = [[[[[[[[[[[]]]]]]]]]]]
gg = {'a': {'b': {'c': {'d': {}}}}}
hh = a.b.c.d.e.f
ii = (a
      + b
      - c)
jj = [
    1,
    2,
]
kk = a[
    1:
    2
]
ll = x if y else(z)
mm = not(x)
nn = (yield_ := 1)
oo = [i for i in range(3)][0]
pp = {1: 2, 3: 4,}
qq = f(a,)(b=1,)
rr = (*a, b)
ss = *a, b
tt = (a)
uu = ((a), (b))
vv = a . b
ww = x[1:2][3:4]
xx = -x[0] ** -y.z
yy = [x async for x in y] if False else None
zz = 1 if 2 else 3, 4
