# cpython: same
# f-strings: nested quotes, format specs built at run time, braces, conversions
w, p = 10, 3
v = 3.14159
print(f"{v:{w}.{p}f}|{v!r:>{w}}|{'{'}{'}'}|{{}}|{'a' 'b'}")
print(f"{f'{1}'}", f"{'nest'!s:^9}")
print(f"{']]'!r} {'--[['!s}")
print(f"{w=}, {v=:.2f}, {w + p = }")
spec = "]]"
try:
    print(f"{v:{spec}}")
except ValueError as e:
    print("ValueError:", e)
print(f"{'%s'}", f"{'%%'}", f"{'%d' % 5}")
