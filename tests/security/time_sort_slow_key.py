# args: --timeout 0.5
# sort with a slow key function
def key(x):
    s = 0
    for i in range(10 ** 6):
        s += i
    return s
print(sorted(range(10 ** 4), key=key)[:3])
