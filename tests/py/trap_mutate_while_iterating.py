nums = [1, 2, 2, 3, 4, 4, 4, 5, 6]
for n in nums:
    if n % 2 == 0:
        nums.remove(n)
print(nums)
nums = [1, 2, 2, 3, 4, 4, 4, 5, 6]
print([n for n in nums if n % 2])
nums = [1, 2, 3, 4]
for i, n in enumerate(nums):
    if n == 2:
        nums.insert(0, 99)
    if i > 6:
        break
print(nums)
a = [1, 2, 3]
for x in a:
    if len(a) < 6:
        a.append(x * 10)
print(a)
d = {"a": 1, "b": 2}
for k in list(d):
    d[k + k] = d.pop(k)
print(d)
d = {1: 1}
for k in d:
    d[k] = 5
print(d)
lst = list(range(10))
del lst[::2]
print(lst)
lst = list(range(10))
lst[2:5] = []
print(lst)
for i in range(len(lst)):
    if i < len(lst) and lst[i] % 3 == 0:
        del lst[i]
print(lst)
s = "abc"
for ch in s:
    s += ch.upper()
print(s)
x = [[]] * 3
x[0].append(1)
print(x, [[]] * 0)
def add(item, bucket=[]):
    bucket.append(item)
    return bucket
print(add(1), add(2), add(3, []), add(4))
funcs = [lambda: i for i in range(3)]
print([f() for f in funcs])
funcs = [lambda i=i: i for i in range(3)]
print([f() for f in funcs])
t = (1, [2, 3])
try:
    t[1] += [4]
except TypeError as e:
    print("TypeError:", e)
print(t)
