# custom iterator and iterable classes: countdown, range-like, linked list, reusable vs one-shot
class Countdown:
    def __init__(self, start):
        self.current = start

    def __iter__(self):
        return self

    def __next__(self):
        if self.current <= 0:
            raise StopIteration
        self.current -= 1
        return self.current + 1

class FloatRange:
    def __init__(self, start, stop, step):
        self.start, self.stop, self.step = start, stop, step

    def __iter__(self):
        x = self.start
        while x < self.stop - 1e-12:
            yield round(x, 10)
            x += self.step

    def __len__(self):
        return sum(1 for _ in self)

    def __reversed__(self):
        return reversed(list(self))

class Node:
    def __init__(self, value, next=None):
        self.value, self.next = value, next

class LinkedList:
    def __init__(self, *values):
        self.head = None
        for v in reversed(values):
            self.head = Node(v, self.head)

    def __iter__(self):
        node = self.head
        while node:
            yield node.value
            node = node.next

    def __contains__(self, v):
        print(f"  (__contains__ {v})")
        return any(x == v for x in self)

    def __repr__(self):
        return " -> ".join(map(str, self)) or "empty"

c = Countdown(3)
print(list(c), list(c))
fr = FloatRange(0, 1, 0.25)
print(list(fr), len(fr), list(reversed(fr)), list(fr))
ll = LinkedList(1, 2, 3, 4)
print(ll, LinkedList())
print(3 in ll, 9 in ll)
print(sum(ll), max(ll), sorted(ll, reverse=True))
it = iter(ll)
print(next(it), next(it), list(it))
print(dict(zip(Countdown(3), "abc")))
print(list(enumerate(FloatRange(1, 2, 0.5), start=1)))
a, *rest = LinkedList("x", "y", "z")
print(a, rest)
print(iter(c) is c, iter(ll) is iter(ll))
