# Doubly linked list with sentinel, used as a deque; checked against collections.deque
from collections import deque


class DNode:
    def __init__(self, val=None):
        self.val = val
        self.prev = self.next = self


class DList:
    def __init__(self):
        self.sentinel = DNode()
        self.size = 0

    def _insert_after(self, node, val):
        new = DNode(val)
        new.prev, new.next = node, node.next
        node.next.prev = new
        node.next = new
        self.size += 1

    def _unlink(self, node):
        if self.size == 0:
            raise IndexError("pop from empty list")
        node.prev.next = node.next
        node.next.prev = node.prev
        self.size -= 1
        return node.val

    def append(self, v):
        self._insert_after(self.sentinel.prev, v)

    def appendleft(self, v):
        self._insert_after(self.sentinel, v)

    def pop(self):
        return self._unlink(self.sentinel.prev)

    def popleft(self):
        return self._unlink(self.sentinel.next)

    def __iter__(self):
        n = self.sentinel.next
        while n is not self.sentinel:
            yield n.val
            n = n.next

    def __reversed__(self):
        n = self.sentinel.prev
        while n is not self.sentinel:
            yield n.val
            n = n.prev

    def __len__(self):
        return self.size

    def __bool__(self):
        return self.size > 0


d, ref = DList(), deque()
ops = [("append", 1), ("append", 2), ("appendleft", 0), ("pop", None), ("append", 3),
       ("appendleft", -1), ("popleft", None), ("append", 4)]
for op, arg in ops:
    r1 = getattr(d, op)(*(() if arg is None else (arg,)))
    r2 = getattr(ref, op)(*(() if arg is None else (arg,)))
    print(f"{op:10} {str(arg):5} -> {r1} {list(d)} same={list(d) == list(ref) and r1 == r2}")
print(list(reversed(d)), len(d), bool(d))
while d:
    d.pop()
print(bool(d), list(d))
for empty in (d, ref):
    try:
        empty.popleft()
    except IndexError as e:
        print(type(empty).__name__, "IndexError:", e)
