# args: --max-memory 16M --timeout 10
# collections.deque that grows until the cap
import collections
d = collections.deque()
while True:
    d.append([1, 2, 3])
