# evaluation order and bindings of the match statement; match and case stay soft keywords
calls = []


def subject():
    calls.append("subject")
    return [1, 2]


match subject():
    case [0, _]:
        print("no")
    case [1, x] if calls.append("guard") or x > 5:
        print("no")
    case [a, b]:
        print("matched", a, b, "after", calls)

# soft keywords: names, calls and attributes called match / case / _
match = [1, 2]
case = {"k": "v"}
_ = "underscore"
print(match, case, _)
match[0] = 10
print(match.__len__(), case.get("k"))
import re
m = re.match(r"(\d+)", "42abc")
print(m.group(1))


def match(x):
    return f"match({x})"


print(match(3))


class case:
    match = "attr"


print(case.match)
match, case = 1, 2
match (match, case):
    case (1, c):
        print("tuple subject", c)
match match, case:
    case (m, c) if m < c:
        print("open tuple subject", m, c)
match [match]:
    case [1]:
        print("list subject")
match -match:
    case -1:
        print("negated subject")
print(match, case)

# captures are plain variables afterwards: locals, globals, class attributes, closures
def f(v):
    match v:
        case [x, *ys]:
            pass
        case x:
            ys = None
    return lambda: (x, ys)


print(f([1, 2, 3])(), f("s")())

match {"g": 5}:
    case {"g": g_value}:
        pass
print("global", g_value)


class Config:
    match ("debug", 3):
        case (mode, level):
            pass


print(Config.mode, Config.level)


def outer():
    found = None

    def inner(v):
        nonlocal found
        match v:
            case {"found": found}:
                return True
        return False

    inner({"nope": 1})
    r = inner({"found": "it"})
    return r, found


print(outer())

# a walrus in a guard; a guard that raises
match 10:
    case n if (half := n // 2) > 3:
        print("half", half)
try:
    match 0:
        case n if 1 / n:
            print("no")
except ZeroDivisionError as e:
    print("guard raised", e)

# return, break and continue from case bodies, inside try, with, loops and generators
def first_even(items):
    for i in items:
        try:
            match i:
                case int(n) if n % 2 == 0:
                    return n
                case str():
                    continue
                case None:
                    break
        finally:
            calls.append(i)
    return "none"


calls.clear()
print(first_even([1, "a", 3, 4, 5]), calls)
calls.clear()
print(first_even([1, None, 2]), calls)


def tokens(text):
    for word in text.split():
        match word:
            case "stop":
                return
            case "skip":
                continue
            case w if w.isdigit():
                yield int(w)
            case w:
                yield w.upper()


print(list(tokens("a 1 skip b 22 stop c")))

total = 0
for n in range(10):
    match n % 3, n:
        case 0, 0:
            continue
        case 0, _:
            total += 100
        case _, 8:
            break
        case _:
            total += n
print("total", total)

i = 0
while True:
    i += 1
    match i:
        case 1 | 2:
            continue
        case 5:
            break
    print("while", i)

# a failed case may leave names bound (CPython binds them before the guard)
match [1, 2]:
    case [p, q] if False:
        pass
    case _:
        pass

# nested matches and a match as the last statement of a function
def classify(v):
    match v:
        case (a, b):
            match a, b:
                case int(), int():
                    return "two ints"
                case _:
                    return "a pair"
        case _:
            pass


print(classify((1, 2)), classify(("a", 2)), classify(3))


# yield in the subject and in a guard; continue and break through a with block
def gen():
    match (yield "first"):
        case int(n) if (yield n * 2):
            yield "guard true"
        case str(s):
            yield "str " + s
        case other:
            yield f"other {other}"
g = gen(); print(next(g)); print(g.send(5)); print(g.send(True))
g = gen(); print(next(g)); print(g.send(5)); print(g.send(0))
g = gen(); print(next(g)); print(g.send("x"))
def h(items):
    for it in items:
        with open_ctx():
            match it:
                case 0:
                    continue
                case 9:
                    break
                case _:
                    print("item", it)
from contextlib import contextmanager
@contextmanager
def open_ctx():
    yield
h([1, 0, 2, 9, 3])
