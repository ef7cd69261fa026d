# f-strings: nesting, conversions, format specs, self-documenting, braces, positions
name, width, prec, value = "x", 10, 3, 3.14159
a = f"plain"
b = f"{name}"
c = f"{name!r} {name!s} {name!a}"
d = f"{value:{width}.{prec}}"
e = f"{value=}"
f2 = f"{value = }"
g = f"{value=:>10}"
h = f"{value=!s}"
i = f"{{literal}} {{{name}}}"
j = f'{"nested double"}'
k = f"{'nested single'}"
l = f'''{f"{name}"}'''
m = f"{name}" "plain" f"{value}"
n = "a" "b" f"{name}" 'c'
o = rf"\d{name}\n"
p = fR"{name}\t"
q = f"{x!r:^{width}}"
r = f"{[1, 2, 3]}"
s = f"{ {'a': 1}['a'] }"
t = f"{(lambda x: x)(1)}"
u = f"{a if b else c}"
v = f"{a, b}"
w = f"""multi
line {name}
  {value
   + 1} end"""
x = f"{value:%}" f"{3!r}"
y = f"{x:{'>'}{width}}"
z = f"{x!=y} {x==y} {x>=y} {x<=y} {x<y}"
aa = f"{x:{{}}}" if False else 0
bb = f"\N{BULLET} {x}"
cc = f"{x}\n{y}\t"
dd = (f"first {a}"
      f"second {b}"
      "third")
ee = f"{d['key']}" f'{d["key"]}'
ff = f"{x:=^10}"
gg = f"{(x:=5)}"
hh = f"{'''tri'''}"
ii = f"{3.14:.2f}" f"{10:#x}" f"{1e10:,}"
jj = f'{name}' + F'{name}' + fr'{name}' + Rf'{name}'
kk = f""
ll = f"{{}}"
mm = f"{x}" f"" f"{y}"
nn = f"{x:}"
oo = f"{x!r:}"
