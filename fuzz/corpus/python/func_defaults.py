# default arguments, evaluated once at definition
def greet(name, greeting="Hello", punct="!"):
    return f"{greeting}, {name}{punct}"
print(greet("Ann"), greet("Bob", "Hi"), greet("Cy", punct="?"), greet(greeting="Yo", name="Di"))
def append_to(x, acc=[]):
    acc.append(x)
    return acc
print(append_to(1), append_to(2), append_to(3, []), append_to(4))
def safe(x, acc=None):
    if acc is None:
        acc = []
    acc.append(x)
    return acc
print(safe(1), safe(2))
k = 10
def uses_k(v=k):
    return v
k = 20
print(uses_k(), uses_k(5))
def f(a, b=2, *args, c=3, **kw):
    return (a, b, args, c, kw)
print(f(1), f(1, 5), f(1, 5, 6, 7), f(1, c=9), f(1, 2, 3, d=4))
print(f.__name__, greet.__name__)
try:
    greet()
except TypeError as e:
    print("TypeError:", e)
