# trap: shadowing builtins like models do (sum = 0, list = [...], max = 3)
scores = [88, 92, 79]
sum = 0
for s in scores:
    sum += s
print("sum:", sum)
max = 3
print("max:", max)
list = [1, 2, 3]
print("list:", list)
dict = {"a": 1}
print(dict["a"])
str = "text"
print(str.upper())
min = -1
len = 99
print(min, len)
def average(values):
    total = 0
    count = 0
    for v in values:
        total += v
        count += 1
    return total / count
print(average(scores))
