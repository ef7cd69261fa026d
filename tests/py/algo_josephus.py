# Josephus problem: deque rotation simulation, recurrence, and the closed form for k=2
from collections import deque


def josephus_sim(n, k):
    circle = deque(range(1, n + 1))
    order = []
    while circle:
        circle.rotate(-(k - 1))
        order.append(circle.popleft())
    return order


def josephus_rec(n, k):
    pos = 0
    for m in range(2, n + 1):
        pos = (pos + k) % m
    return pos + 1


def josephus_k2(n):
    L = n - (1 << (n.bit_length() - 1))
    return 2 * L + 1


print(josephus_sim(7, 3))
print(josephus_sim(10, 2))
for n, k in [(7, 3), (41, 3), (10, 2), (1, 5), (100, 7)]:
    print(n, k, josephus_sim(n, k)[-1], josephus_rec(n, k))
print([josephus_k2(n) for n in range(1, 17)])
print(all(josephus_k2(n) == josephus_rec(n, 2) for n in range(1, 500)))
print(josephus_rec(10**5, 2), josephus_k2(10**5), josephus_k2(2**40 + 12345))
