# singly linked list class with append, prepend, insert, remove, reverse, __iter__, __len__, __eq__
class Node:
    __slots__ = ("value", "next")
    def __init__(self, value, next=None):
        self.value = value
        self.next = next

class LinkedList:
    def __init__(self, iterable=()):
        self.head = None
        self._size = 0
        for v in iterable:
            self.append(v)

    def append(self, value):
        node = Node(value)
        if self.head is None:
            self.head = node
        else:
            cur = self.head
            while cur.next:
                cur = cur.next
            cur.next = node
        self._size += 1

    def prepend(self, value):
        self.head = Node(value, self.head)
        self._size += 1

    def insert(self, index, value):
        if index <= 0:
            return self.prepend(value)
        cur = self.head
        for _ in range(index - 1):
            if cur.next is None:
                break
            cur = cur.next
        cur.next = Node(value, cur.next)
        self._size += 1

    def remove(self, value):
        prev, cur = None, self.head
        while cur:
            if cur.value == value:
                if prev:
                    prev.next = cur.next
                else:
                    self.head = cur.next
                self._size -= 1
                return
            prev, cur = cur, cur.next
        raise ValueError(f"{value!r} not in list")

    def reverse(self):
        prev, cur = None, self.head
        while cur:
            cur.next, prev, cur = prev, cur, cur.next
        self.head = prev

    def __iter__(self):
        cur = self.head
        while cur:
            yield cur.value
            cur = cur.next

    def __len__(self):
        return self._size

    def __eq__(self, other):
        return isinstance(other, LinkedList) and list(self) == list(other)

    def __repr__(self):
        return "LinkedList([" + ", ".join(map(repr, self)) + "])"

ll = LinkedList([1, 2, 3])
ll.append(4); ll.prepend(0); ll.insert(2, 1.5); ll.insert(99, "end")
print(ll, len(ll))
ll.remove(1.5); ll.remove("end")
print(ll, len(ll))
ll.reverse()
print(ll, list(ll) == [4, 3, 2, 1, 0], ll == LinkedList([4, 3, 2, 1, 0]), ll == [4, 3, 2, 1, 0])
try:
    ll.remove(42)
except ValueError as e:
    print("ValueError:", e)
print(sum(ll), max(ll), 3 in ll, 7 in ll, LinkedList(), len(LinkedList("abc")))
