# unittest: a Stack class and its tests, run by TextTestRunner at verbosity 2 into a StringIO
# (the time and the file's directory normalised); a failure, an error and a docstring
import io
import re
import unittest


class Stack:
    def __init__(self):
        self._items = []

    def push(self, item):
        self._items.append(item)

    def pop(self):
        if not self._items:
            raise IndexError("pop from empty stack")
        return self._items.pop()

    def peek(self):
        return self._items[-1]

    def is_empty(self):
        return len(self._items) == 0

    def size(self):
        return len(self._items)


class TestStack(unittest.TestCase):
    def setUp(self):
        self.stack = Stack()

    def test_push_pop(self):
        """Pushing then popping gives the item back."""
        self.stack.push(1)
        self.stack.push(2)
        self.assertEqual(self.stack.pop(), 2)
        self.assertEqual(self.stack.pop(), 1)
        self.assertTrue(self.stack.is_empty())

    def test_pop_empty(self):
        with self.assertRaises(IndexError) as cm:
            self.stack.pop()
        self.assertEqual(str(cm.exception), "pop from empty stack")

    def test_peek(self):
        self.stack.push("a")
        self.assertEqual(self.stack.peek(), "a")
        self.assertEqual(self.stack.size(), 1)

    def test_size_wrong(self):
        self.stack.push(1)
        self.assertEqual(self.stack.size(), 2, "size after one push")

    def test_peek_empty(self):
        self.stack.peek()

    def test_items(self):
        for i in range(3):
            self.stack.push(i)
        self.assertListEqual(self.stack._items, [0, 1, 3])


def report(buf):
    text = re.sub(r"in \d+\.\d+s", "in 0.000s", buf.getvalue())
    text = re.sub(r'File "[^"\n]*[/\\]', 'File "', text)
    text = re.sub(r"\n *[~^]+ *(?=\n)", "", text)
    print(text)


for verbosity in (2, 1, 0):
    buf = io.StringIO()
    suite = unittest.TestLoader().loadTestsFromTestCase(TestStack)
    result = unittest.TextTestRunner(stream=buf, verbosity=verbosity).run(suite)
    report(buf)
    print("run:", result.testsRun, "failures:", len(result.failures), "errors:", len(result.errors))
    print("successful:", result.wasSuccessful())
    print([str(test) for test, _ in result.failures])
    print([test.id() for test, _ in result.errors])
