# f-string expressions, conversions and quoting
name, n, pi = "Ann", 42, 3.14159
print(f"{name} has {n} items", f"{n + 1}", f"{n * 2}")
print(f"{name!r}", f"{name!s}", f"{[name]!s}", f"{'quote'!r}", f"{name!a}", f"{'é'!a}")
print(f"{'nested' + ' str'}", f'{"dq inside sq"}', f"{{braces}}", f"{{{n}}}")
print(f"{pi}", f"{1e16}", f"{None}", f"{True}", f"{[1, 'a']}", f"{ {'k': 1} }")
print(f"{len(name)}", f"{name.upper()}", f"{name[0]}", f"{name[::-1]}")
print(f"{n if n > 40 else 0}", f"{(lambda x: x * 2)(3)}", f"{[i for i in range(3)]}")
d = {"key": "value"}
print(f"{d['key']}", f"{d.get('x', 'dflt')}")
print(f"multi {name} " f"part {n}", f"""triple {name}""")
width = 8
print(f"[{name:>{width}}]", f"[{pi:.{2}f}]", f"[{n:{'^'}{width}}]")
x = 5
print(f"{x=}", f"{x = }", f"{x*2=}", f"{name=!s}", f"{pi=:.2f}", f"{name=}")
print(f"{3 + 4}{5}", f"a{''}b", f"{'':>3}|")
print(f"{n:}", f"{'' or 'empty'}", f"{0.1 + 0.2!r}")
print(f"line1\nline2 {n}")
