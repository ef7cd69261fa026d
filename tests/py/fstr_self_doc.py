x, y = 7, 2.5
name = "Ada"
items = [1, 2, 3]
print(f"{x=}", f"{y=}", f"{name=}", f"{x + y=}", f"{x = }", f"{name!s=}", f"{y=:.3f}", f"{x=:>5}")
print(f"{items=}", f"{len(items)=}", f"{items[0] * 10 = }", f"{name.upper()=}", f"{x > y=}")
print(f"{'quoted'=}", f"{x!r:>4}", f"{name!a}", f"{'é'!a}", f"{x:{y}}" if False else f"{x:{len(name)}}")
w = 10
print(f"{name:>{w}}|{name:<{w}}|{name:^{w}}|", f"{3.14159:.{x - 4}f}", f"{x:0{w}b}")
print(f"{{literal}}", f"{'{'}", f"a{x}b{y}c", f"""{name
}""", f"{x:,}" if x else "", f"{ x }")
d = {"k": 5}
print(f"{d['k']}", f"{d=}", f"{(lambda: 9)()}", f"{[i*i for i in range(3)]}", f"{x if x > 5 else 0}")
print(f"{x:#06x}", f"{-x:+}", f"{y:%}", f"{1e10:g}", f"{12345.6789:_.2f}", f"{x!s:*^9}")
