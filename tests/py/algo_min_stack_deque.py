# Min-stack with O(1) min, and sliding-window maximum with a monotonic deque
from collections import deque


class MinStack:
    def __init__(self):
        self.items = []

    def push(self, x):
        cur_min = min(x, self.items[-1][1]) if self.items else x
        self.items.append((x, cur_min))

    def pop(self):
        return self.items.pop()[0]

    def top(self):
        return self.items[-1][0]

    def get_min(self):
        return self.items[-1][1]


def window_max(nums, k):
    dq, out = deque(), []
    for i, x in enumerate(nums):
        while dq and nums[dq[-1]] <= x:
            dq.pop()
        dq.append(i)
        if dq[0] <= i - k:
            dq.popleft()
        if i >= k - 1:
            out.append(nums[dq[0]])
    return out


s = MinStack()
for x in [5, 3, 7, 3, 2, 8]:
    s.push(x)
    print("push", x, "min", s.get_min())
while s.items:
    print("pop", s.pop(), "min", s.get_min() if s.items else None)
print(window_max([1, 3, -1, -3, 5, 3, 6, 7], 3))
print(window_max([9, 8, 7, 6, 5], 2))
print(window_max([4], 1))
print(window_max([1, 3, 1, 2, 0, 5], 6))
try:
    MinStack().pop()
except IndexError as e:
    print("IndexError:", e)
