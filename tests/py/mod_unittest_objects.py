# unittest: LLM-style tests of a Point class (__eq__/__repr__ in the messages) and a bank
# account; a test class with its own __init__ and super().setUp(), a multi-line docstring,
# chained exceptions (raise from, and an exception that escapes an except clause, which must not
# become the next test's context), a nested test class, subTest with assertAlmostEqual, and a
# suite that drops its tests once run (running it again fails as in CPython)
import unittest, io, re

class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y
    def __eq__(self, other):
        return isinstance(other, Point) and (self.x, self.y) == (other.x, other.y)
    def __repr__(self):
        return f"Point({self.x}, {self.y})"

class BankAccount:
    def __init__(self, balance=0):
        self.balance = balance
    def withdraw(self, amount):
        if amount > self.balance:
            raise ValueError("Insufficient funds")
        self.balance -= amount

def load(key):
    data = {"a": 1}
    try:
        return data[key]
    except KeyError as e:
        raise LookupError(f"missing {key}") from e

def check_positive(x):
    if x <= 0:
        raise ValueError(f"{x} is not positive")
    return x

class TestThings(unittest.TestCase):
    maxDiff = None
    def __init__(self, methodName="runTest"):
        super().__init__(methodName)
        self.created = True
    def setUp(self):
        super().setUp()
        self.acct = BankAccount(100)
    def test_points(self):
        self.assertEqual(Point(1, 2), Point(1, 2))
        self.assertEqual(Point(1, 2), Point(2, 1))
    def test_point_list(self):
        self.assertEqual([Point(1, 2), Point(3, 4)], [Point(1, 2), Point(3, 5)])
    def test_withdraw(self):
        """Withdrawing too much raises.

        More text here.
        """
        self.assertRaises(ValueError, self.acct.withdraw, 200)
        self.acct.withdraw(30)
        self.assertEqual(self.acct.balance, 70)
    def test_chained(self):
        load("b")
    def test_helper_fails(self):
        check_positive(-5)
    def test_subclass(self):
        with self.assertRaises(LookupError) as cm:
            load("zzz")
        self.assertIsInstance(cm.exception.__cause__, KeyError)
        print("cause:", repr(cm.exception.__cause__))
    def test_print(self):
        print("printing inside a test")
        self.assertTrue(self.created)
    def test_none_eq(self):
        self.assertEqual(None, [])
    def test_long_list(self):
        self.assertEqual([i * i for i in range(40)], [i * i for i in range(40) if i != 20])
    def test_almost_list(self):
        for a, b in [(0.1, 0.1000001), (1.0, 1.1)]:
            with self.subTest(a=a, b=b):
                self.assertAlmostEqual(a, b, places=5)

class Outer:
    class Inner(unittest.TestCase):
        def test_x(self):
            self.assertFalse(1)

def report(buf):
    text = re.sub(r"in \d+\.\d+s", "in 0.000s", buf.getvalue())
    text = re.sub(r'File "[^"\n]*[/\\]', 'File "', text)
    text = re.sub(r"\n *[~^]+ *(?=\n)", "", text)
    print(text)

buf = io.StringIO()
suite = unittest.TestSuite()
suite.addTests(unittest.TestLoader().loadTestsFromTestCase(TestThings))
suite.addTests(unittest.TestLoader().loadTestsFromTestCase(Outer.Inner))
unittest.TextTestRunner(stream=buf, verbosity=2).run(suite)
report(buf)
print(suite.countTestCases(), list(suite)[:1])
buf = io.StringIO()
suite = unittest.TestLoader().loadTestsFromTestCase(TestThings)
unittest.TextTestRunner(stream=buf, verbosity=1, descriptions=False).run(suite)
report(buf)
try:
    unittest.TextTestRunner(stream=io.StringIO()).run(suite)
except TypeError as e:
    print("TypeError:", e)
