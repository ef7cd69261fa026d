# match and case as soft keywords, and the pattern forms match.py leaves out
match -x:
    case _:
        pass
match (a, b):
    case (1, 2,):
        pass
    case [a, b,]:
        pass
match [a]:
    case [*_]:
        pass
match not_a_keyword():
    case Point(x=1,):
        pass
    case Point(1, 2, y=3,):
        pass
match {"k": v}:
    case {**rest}:
        pass
    case {"a": 1, **rest}:
        pass
    case {"a": {"b": [c, *d]}}:
        pass
match v:
    case ((1 | 2) | (3 | 4)):
        pass
    case (((x))):
        pass
    case n if (m := n) > 0:
        pass
    case 1 if (x if y else z):
        pass
    case -1j | 1 - 1j | -1.5 + 2j | 0x1f | 0o7 | 0b1 | 1_000:
        pass
    case "a" "b" if True:
        pass
    case a.b.c.d:
        pass
    case True | False | None:
        pass
match match:
    case case:
        pass
match.group(1)
match(a, b)
match[a:b]
match * x
case.x = match - 1
match, case = case, match
print(match if case else match)
match = lambda match: match
for match in case: pass
