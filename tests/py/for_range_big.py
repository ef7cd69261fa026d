# numerical for loops and comprehensions over range() with bounds beyond 64 bits (the VM runs them through moonpy.bigfor)
n = 10**30
print([k for k in range(n, n + 5)])
for i in range(2**63 - 2, 2**63 + 1):
    print(i)
for i in range(n + 3, n, -1):
    print(i)
s = 0
for i in range(5, 2**64, 2**62):
    s += i
print(s)
for i in range(n, n):
    print("never")
for i in range(2**64):
    if i > 2:
        break
    print("small", i)
total = sum(k * k for k in range(n, n + 3))
print(total, [i for i in range(-n, -n + 2 * n // n)])
for i in range(n, n + 10, 3):
    print(i % 1000)
# big loops at every depth of a recursion: the VM's call into bigfor may move the Lua stack
def deep(d):
    if d == 0:
        return 0
    s = 0
    for k in range(10**20 + d, 10**20 + d + 2):
        s += k % 7
    return s + deep(d - 1)
print(deep(400))
