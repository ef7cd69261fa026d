# difflib.unified_diff and context_diff: show a diff of two versions of a text
import difflib

old = """def greet(name):
    print("Hello, " + name)

def add(a, b):
    return a + b

def main():
    greet("world")
    print(add(1, 2))
""".splitlines(keepends=True)
new = """def greet(name, greeting="Hello"):
    print(f"{greeting}, {name}")

def add(a, b):
    return a + b

def main():
    greet("world", "Hi")
    print(add(1, 2))
    print("done")
""".splitlines(keepends=True)
print("".join(difflib.unified_diff(old, new, fromfile="app.py", tofile="app.py (new)")), end="")
print("".join(difflib.unified_diff(old, new, "a/app.py", "b/app.py", "2024-01-01", "2024-01-02", n=1)), end="")
print("".join(difflib.context_diff(old, new, fromfile="app.py", tofile="app_new.py")), end="")
print("".join(difflib.context_diff(old, new, n=0)), end="")

a = "one two three four five six seven".split()
b = "one 2 three four 5 six seven eight".split()
for line in difflib.unified_diff(a, b, lineterm=""):
    print(line)
print(list(difflib.context_diff(a, b, "a.txt", "b.txt", lineterm="")))
print(list(difflib.unified_diff(["a\n", "b\n"], ["a\n", "c\n"], "old", "new", "2020", "2021")))
print(list(difflib.unified_diff([], [])), list(difflib.unified_diff(["x"], [])), list(difflib.unified_diff([], ["y"])))
print(list(difflib.context_diff(["x\n"], ["x\n", "y\n"])), list(difflib.context_diff(["x\n", "y\n"], ["y\n"])))
print(list(difflib.unified_diff(["same\n"], ["same\n"])), list(difflib.unified_diff("abc", "abd")))
many_a = [f"line {i}\n" for i in range(1, 31)]
many_b = list(many_a)
many_b[4] = "line five\n"
many_b[24] = "line twenty-five\n"
del many_b[14]
print("".join(difflib.unified_diff(many_a, many_b)), end="")
print("".join(difflib.unified_diff(many_a, many_b, n=12)).count("@@"))
g = difflib.unified_diff([1], ["a"])
print(type(g).__name__)
for f in [lambda: list(g), lambda: list(difflib.unified_diff(["a"], [2])),
          lambda: list(difflib.unified_diff(["a"], ["b"], fromfile=1)),
          lambda: list(difflib.context_diff(["a"], ["b"], lineterm=None)),
          lambda: list(difflib.unified_diff(["a", 1], ["b"]))]:
    try:
        print(f())
    except TypeError as e:
        print("TypeError:", e)
