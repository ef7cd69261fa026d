# cpython: same
# benign control: shadowing builtins and using globals defined later
sum = 0
for i in range(5):
    sum += i
print(sum)
list = [3, 1, 2]
print(sorted(list), max(list))
def use_later(): return LATER * 2
LATER = 21
print(use_later())
del sum, list
print(sum([True, False, True]), list("ab"))
