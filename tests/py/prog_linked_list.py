# Singly linked list implementation
class Node:
    def __init__(self, value, next=None):
        self.value = value
        self.next = next

class LinkedList:
    def __init__(self, values=()):
        self.head = None
        self.size = 0
        for v in values:
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
        self.size += 1

    def prepend(self, value):
        self.head = Node(value, self.head)
        self.size += 1

    def remove(self, value):
        prev, cur = None, self.head
        while cur:
            if cur.value == value:
                if prev:
                    prev.next = cur.next
                else:
                    self.head = cur.next
                self.size -= 1
                return True
            prev, cur = cur, cur.next
        return False

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
        return self.size

    def __repr__(self):
        return " -> ".join(map(str, self)) or "(empty)"

ll = LinkedList([1, 2, 3])
ll.append(4)
ll.prepend(0)
print(ll, len(ll))
print(ll.remove(2), ll.remove(42), ll, len(ll))
ll.reverse()
print(ll, list(ll), sum(ll), 3 in ll)
empty = LinkedList()
print(empty, len(empty), list(empty))
empty.reverse()
print(empty)
def middle(lst):
    slow = fast = lst.head
    while fast and fast.next:
        slow, fast = slow.next, fast.next.next
    return slow.value if slow else None
print(middle(LinkedList(range(7))), middle(LinkedList(range(8))), middle(empty))
