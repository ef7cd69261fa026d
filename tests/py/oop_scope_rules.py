# scope rules: LEGB lookup, global vs nonlocal, class body scope, UnboundLocalError, comprehension scope
x = "global x"

def show_legb():
    x = "enclosing x"
    def inner():
        return x
    return inner()
print(show_legb(), x)

counter = 0
def bump():
    global counter
    counter += 1
    return counter
bump(); bump()
print(counter)

def broken():
    try:
        print(counter)
        counter = 5
    except UnboundLocalError as e:
        print("UnboundLocalError:", e)
broken()

class Config:
    scale = 10
    values = [1, 2, 3]
    scaled = [v * 2 for v in values]
    try:
        bad = [v * scale for v in values]
    except NameError as e:
        err = str(e)
print(Config.scaled, Config.err)

def make():
    items = []
    def add(v):
        items.append(v)
        return len(items)
    return add
adder = make()
print(adder("a"), adder("b"))

def shadow(len=len):
    return len("four")
print(shadow(), shadow(lambda s: -1))
i = "before"
squares = [i * i for i in range(4)]
print(i, squares)
for j in range(3):
    pass
print(j)
def f():
    return [locals().get("q", "no q") for q in range(1)]
print(f())
def nested_nonlocal():
    a = 0
    def level1():
        def level2():
            nonlocal a
            a += 10
        level2()
        level2()
    level1()
    return a
print(nested_nonlocal())
