# unittest: a linked list and an inventory with their tests, a suite built by hand with
# addTest(TestX("test_y")) and addTests, run by TextTestRunner(verbosity=2), the result's
# fields printed; then unittest.main() (its report captured from sys.stderr)
import unittest

class Node:
    def __init__(self, val, next=None):
        self.val = val
        self.next = next

class LinkedList:
    def __init__(self):
        self.head = None
        self.length = 0
    def append(self, val):
        node = Node(val)
        if not self.head:
            self.head = node
        else:
            cur = self.head
            while cur.next:
                cur = cur.next
            cur.next = node
        self.length += 1
    def to_list(self):
        out, cur = [], self.head
        while cur:
            out.append(cur.val)
            cur = cur.next
        return out
    def remove(self, val):
        prev, cur = None, self.head
        while cur:
            if cur.val == val:
                if prev:
                    prev.next = cur.next
                else:
                    self.head = cur.next
                self.length -= 1
                return True
            prev, cur = cur, cur.next
        raise ValueError(f"{val} not in list")
    def __len__(self):
        return self.length

class Inventory:
    def __init__(self):
        self.items = {}
    def add(self, name, qty):
        if qty <= 0:
            raise ValueError("Quantity must be positive")
        self.items[name] = self.items.get(name, 0) + qty
    def remove(self, name, qty):
        if name not in self.items:
            raise KeyError(name)
        self.items[name] -= qty
        if self.items[name] <= 0:
            del self.items[name]

class TestLinkedList(unittest.TestCase):
    def setUp(self):
        self.ll = LinkedList()
        for v in [1, 2, 3]:
            self.ll.append(v)

    def test_append(self):
        self.assertEqual(self.ll.to_list(), [1, 2, 3])
        self.assertEqual(len(self.ll), 3)

    def test_remove(self):
        self.assertTrue(self.ll.remove(2))
        self.assertEqual(self.ll.to_list(), [1, 3])

    def test_remove_missing(self):
        with self.assertRaises(ValueError) as ctx:
            self.ll.remove(42)
        self.assertEqual(str(ctx.exception), "42 not in list")

    def test_remove_head(self):
        self.ll.remove(1)
        self.assertEqual(self.ll.head.val, 2)

    def test_wrong_length(self):
        self.ll.append(4)
        self.assertEqual(len(self.ll), 5, "length should be updated")

class TestInventory(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.catalog = ["apple", "banana"]

    def setUp(self):
        self.inv = Inventory()

    def test_add(self):
        self.inv.add("apple", 5)
        self.assertDictEqual(self.inv.items, {"apple": 5})

    def test_add_invalid(self):
        for qty in [0, -1, -100]:
            with self.subTest(qty=qty):
                with self.assertRaises(ValueError):
                    self.inv.add("apple", qty)

    def test_remove_all(self):
        self.inv.add("banana", 2)
        self.inv.remove("banana", 2)
        self.assertNotIn("banana", self.inv.items)

    def test_remove_unknown(self):
        self.inv.remove("cherry", 1)

    def test_catalog(self):
        self.assertCountEqual(self.catalog, ["banana", "apple", "cherry"])

    def test_items_wrong(self):
        self.inv.add("apple", 1)
        self.inv.add("pear", 2)
        self.assertEqual(self.inv.items, {"apple": 1, "pear": 3})

def suite():
    s = unittest.TestSuite()
    s.addTest(TestLinkedList("test_append"))
    s.addTest(TestLinkedList("test_wrong_length"))
    s.addTests(unittest.TestLoader().loadTestsFromTestCase(TestInventory))
    return s

if __name__ == "__main__":
    import io, re, sys
    saved = sys.stderr
    sys.stderr = io.StringIO()
    runner = unittest.TextTestRunner(verbosity=2)
    result = runner.run(suite())
    print("Tests run:", result.testsRun)
    print("Failures:", len(result.failures))
    print("Errors:", len(result.errors))
    print("Success:", result.wasSuccessful())
    try:
        unittest.main(verbosity=1)
    finally:
        text = sys.stderr.getvalue()
        sys.stderr = saved
        text = re.sub(r"in \d+\.\d+s", "in 0.000s", text)
        text = re.sub(r'File "[^"\n]*[/\\]', 'File "', text)
        print(re.sub(r"\n *[~^]+ *(?=\n)", "", text))
