# comments, blank lines, continuation lines, tabs, nested brackets
x = 1  # comment
# comment line

    # indented comment
y = (1 +  # comment inside brackets
     2)
z = 1 + \
    2
if x:
	a = 1
	if y:
		b = 2
	c = 3
def f(a,
      b):
    return [
        a,
        b,
    ]

class K:

    def m(self):  # comment
        pass
        # comment at end of block


    def n(self):
        x = {
            'a': 1,
                'b': 2,
        }
        return x
if x:
    if y:
        if z:
            pass
w = (1,
# comment in brackets
2)
v = [1, 2, 3,
     4, 5, 6]
u = x \
    if y \
    else z
s = """
  doc
"""; t = 1
def g(): \
    return 1
q = ((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((1))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))
r = [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]
p = -(-(-(-(-(-(-(-(-(-(-(-(-(-(-(-(-(-(-(-(-(-(-(-(-(-(-(-(-(-(-(-(-(-(-(-(-(-(-(-(1))))))))))))))))))))))))))))))))))))))))
o = f(g(h(i(j(k(l(m(n(o(p(q(r(s(t(u(v(w(x(y(z(1)))))))))))))))))))))
n = a[b[c[d[e[f[g[h[i[j[k[l[m[n[o[p[q[r[s[t[u[0]]]]]]]]]]]]]]]]]]]]]
m = not not not not not not not not not not not not not not not not not not not not x
l = 1+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1
k = a if b else c if d else e if f else g if h else i if j else k if l else m
