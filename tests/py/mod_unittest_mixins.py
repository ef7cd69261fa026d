# unittest: tests shared through a mixin class, a test wrapped by a functools.wraps decorator
# (its frame is the wrapper's), and the diffs of floats, bytes, str vs list, nested dicts, frozensets, long strings
import unittest, io, re, functools

def log_calls(f):
    @functools.wraps(f)
    def wrapper(self, *a, **k):
        print("calling", f.__name__)
        return f(self, *a, **k)
    return wrapper

class ShapeTests:
    def test_area_positive(self):
        self.assertGreater(self.shape.area(), 0)
    def test_repr(self):
        self.assertRegex(repr(self.shape), r"^\w+\(")

class Square:
    def __init__(self, s): self.s = s
    def area(self): return self.s ** 2
    def __repr__(self): return f"Square({self.s})"

class Circle:
    def __init__(self, r): self.r = r
    def area(self): return 3.14159 * self.r ** 2
    def __repr__(self): return "circle"

class TestSquare(ShapeTests, unittest.TestCase):
    def setUp(self):
        self.shape = Square(2)
    @log_calls
    def test_side(self):
        self.assertEqual(self.shape.s, 3)

class TestCircle(ShapeTests, unittest.TestCase):
    def setUp(self):
        self.shape = Circle(0)

class TestMisc(unittest.TestCase):
    def test_none(self):
        self.assertIsNone({}.get("x"))
        self.assertIsNotNone(0)
        self.assertIs(True, 1 == 1)
    def test_float_list(self):
        self.assertEqual([0.1 + 0.2], [0.3])
    def test_bytes(self):
        self.assertEqual(b"abc", b"abd")
    def test_str_vs_list(self):
        self.assertEqual("abc", ["a", "b", "c"])
    def test_gen(self):
        self.assertEqual(list(x * 2 for x in range(3)), [0, 2, 5])
    def test_nested_dict(self):
        a = {"users": [{"name": "ann", "roles": ["admin", "dev"]}, {"name": "bob", "roles": ["dev"]}], "count": 2}
        b = {"users": [{"name": "ann", "roles": ["admin", "dev"]}, {"name": "bob", "roles": ["ops"]}], "count": 2}
        self.assertEqual(a, b)
    def test_frozenset(self):
        self.assertEqual(frozenset([1, 2]), frozenset([1, 3]))
    def test_tuple_of_tuples(self):
        self.assertTupleEqual(((1, 2), (3, 4)), ((1, 2), (3, 5), (6, 7)))
    def test_long_string(self):
        self.assertEqual("The quick brown fox jumps over the lazy dog. " * 3, "The quick brown fox jumped over the lazy dog. " * 3)

buf = io.StringIO()
suite = unittest.TestSuite(unittest.TestLoader().loadTestsFromTestCase(c) for c in (TestSquare, TestCircle, TestMisc))
unittest.TextTestRunner(stream=buf, verbosity=2).run(suite)
text = re.sub(r"in \d+\.\d+s", "in 0.000s", buf.getvalue())
text = re.sub(r'File "[^"\n]*[/\\]', 'File "', text)
print(re.sub(r"\n *[~^]+ *(?=\n)", "", text))
