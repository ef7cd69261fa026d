# f-strings with nested quotes, dict access, method calls, conditionals and nested specs
user = {"name": "ann", "langs": ["py", "lua"], "score": 0.8765}
print(f"{user['name'].title()} knows {len(user['langs'])} languages: {', '.join(user['langs'])}")
print(f"score: {user['score']:.1%} ({'pass' if user['score'] > 0.5 else 'fail'})")
print(f"{[x ** 2 for x in range(4)]}", f"{dict(a=1)}", f"{(1, 2)}", f"{ {1, 2} }")
prec = 3
for v in [3.14159, 2.71828]:
    print(f"{v:.{prec}f}|{v:{prec + 5}.{prec - 1}f}|{v!r:>12}")
n = 255
fmt = "x"
print(f"{n:{fmt}}", f"{n:#{fmt}}", f"{n:0{8}{fmt}}")
print(f"{'a' + 'b'!r}", f"{3 * 'ab'}", f"{user}")
items = ["x", "y"]
print(f"{len(items)} item{'s' if len(items) != 1 else ''}")
