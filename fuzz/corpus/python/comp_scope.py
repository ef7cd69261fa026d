# comprehension scope rules
x = "outer"
squares = [x * 2 for x in range(3)]
print(x, squares)
i = 99
gen = (i for i in range(3))
print(list(gen), i)
n = 10
print([n + k for k in range(3)])
class_var_like = [1, 2]
print([v + len(class_var_like) for v in class_var_like])
def f():
    y = 5
    return [y * k for k in range(3)]
print(f())
def g():
    funcs = [lambda: k for k in range(3)]
    return [h() for h in funcs]
print(g())
data = [[1, 2], [3, 4]]
print([x for x in data for x in x])
print({k: [k * j for j in range(k)] for k in range(3)})
print([(w := v) for v in range(2)], w)
try:
    print(k)
except NameError as e:
    print("NameError:", e)
print(sum(x for x in range(5)), x)
