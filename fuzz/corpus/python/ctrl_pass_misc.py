# pass, empty bodies, ellipsis and statement forms
def todo():
    pass
class Empty:
    pass
print(todo(), Empty.__name__)
for _ in range(2):
    pass
if True:
    pass
else:
    pass
x = ...
print(x, type(x).__name__, ... is Ellipsis)
a = b = c = 7
print(a, b, c)
a, b = b + 1, a - 1
print(a, b)
i = 0; i += 1; print(i)
while i < 5: i += 2
print(i)
if i: print("inline"); print("second")
del a
print(b, c)
