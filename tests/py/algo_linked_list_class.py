# Singly linked list class with iteration, reversal, slicing-like ops and dunder methods
class Node:
    __slots__ = ("value", "next")

    def __init__(self, value, next=None):
        self.value = value
        self.next = next


class LinkedList:
    def __init__(self, iterable=()):
        self.head = None
        self._len = 0
        for x in reversed(list(iterable)):
            self.push_front(x)

    def push_front(self, value):
        self.head = Node(value, self.head)
        self._len += 1

    def append(self, value):
        node = Node(value)
        if self.head is None:
            self.head = node
        else:
            cur = self.head
            while cur.next:
                cur = cur.next
            cur.next = node
        self._len += 1

    def __iter__(self):
        cur = self.head
        while cur:
            yield cur.value
            cur = cur.next

    def __len__(self):
        return self._len

    def __repr__(self):
        return "LinkedList([" + ", ".join(map(repr, self)) + "])"

    def __getitem__(self, i):
        if i < 0:
            i += len(self)
        for k, v in enumerate(self):
            if k == i:
                return v
        raise IndexError("linked list index out of range")

    def reverse(self):
        prev, cur = None, self.head
        while cur:
            cur.next, prev, cur = prev, cur, cur.next
        self.head = prev

    def remove(self, value):
        prev, cur = None, self.head
        while cur:
            if cur.value == value:
                if prev:
                    prev.next = cur.next
                else:
                    self.head = cur.next
                self._len -= 1
                return
            prev, cur = cur, cur.next
        raise ValueError(f"{value!r} not in list")

    def middle(self):
        slow = fast = self.head
        while fast and fast.next:
            slow, fast = slow.next, fast.next.next
        return slow.value if slow else None


ll = LinkedList([1, 2, 3])
ll.append(4)
ll.push_front(0)
print(ll, len(ll))
print(ll[0], ll[-1], ll[2], ll.middle())
ll.reverse()
print(ll)
ll.remove(2)
print(ll, 3 in ll, 2 in ll)
try:
    ll.remove(42)
except ValueError as e:
    print("ValueError:", e)
try:
    ll[10]
except IndexError as e:
    print("IndexError:", e)
print(list(LinkedList("abc")), LinkedList(), sum(LinkedList(range(101))))
try:
    Node(1).other = 5
except AttributeError as e:
    print("AttributeError:", e)
