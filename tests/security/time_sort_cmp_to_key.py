# args: --timeout 0.5
# sort with a slow cmp_to_key comparator
import functools
def cmp(a, b):
    while True:
        pass
print(sorted([3, 1, 2], key=functools.cmp_to_key(cmp)))
