# assigning to a builtin's name shadows it, it is not an error
sum = 0
for i in range(5):
    sum += i
print(sum)
list = [3, 1, 2]
print(list, sorted(list))
max = 10
print(max)
def f(len=5):
    return len * 2
print(f(), f(7))
def g():
    str = "local"
    return str
print(g(), str(42))
input = "not a function"
print(input)
id = 17
type = "kind"
print(id, type)
del sum
print(sum([1, 2, 3]))
del list
print(list("ab"))
def h():
    min = lambda *a: "custom"
    return min(1, 2)
print(h(), min(1, 2))
