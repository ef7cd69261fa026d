# unittest: addClassCleanup and enterClassContext, enterContext, a class cleanup that raises, a
# tearDownClass that raises, TestCase equality and hashing, FunctionTestCase
import unittest, io, re, contextlib

events = []

@contextlib.contextmanager
def resource(name):
    events.append("open " + name)
    yield name.upper()
    events.append("close " + name)

class WithCleanups(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.addClassCleanup(events.append, "class cleanup")
        cls.res = cls.enterClassContext(resource("db"))
    @classmethod
    def tearDownClass(cls):
        events.append("tearDownClass")
    def test_ctx(self):
        value = self.enterContext(resource("file"))
        events.append("using " + value + " " + self.res)
    def test_eq(self):
        self.assertEqual(WithCleanups("test_eq"), WithCleanups("test_eq"))
        self.assertNotEqual(WithCleanups("test_eq"), WithCleanups("test_ctx"))
        self.assertEqual(len({WithCleanups("test_eq"), WithCleanups("test_eq")}), 1)

class BadCleanup(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        def boom():
            raise RuntimeError("cleanup failed")
        cls.addClassCleanup(boom)
    def test_a(self):
        pass

class BrokenTeardownClass(unittest.TestCase):
    @classmethod
    def tearDownClass(cls):
        raise ValueError("tdc")
    def test_a(self):
        pass

def check_sum():
    """Sum of small numbers."""
    assert sum([1, 2]) == 3

def check_fail():
    assert 1 == 2, "one is not two"

def report(buf):
    text = re.sub(r"in \d+\.\d+s", "in 0.000s", buf.getvalue())
    text = re.sub(r'File "[^"\n]*[/\\]', 'File "', text)
    text = re.sub(r"\n *[~^]+ *(?=\n)", "", text)
    print(text)

buf = io.StringIO()
suite = unittest.TestSuite()
for c in (WithCleanups, BadCleanup, BrokenTeardownClass):
    suite.addTests(unittest.TestLoader().loadTestsFromTestCase(c))
suite.addTest(unittest.FunctionTestCase(check_sum))
suite.addTest(unittest.FunctionTestCase(check_fail, setUp=lambda: events.append("fsetup"), description="custom"))
unittest.TextTestRunner(stream=buf, verbosity=2).run(suite)
report(buf)
print(events)
f = unittest.FunctionTestCase(check_sum)
print(f.id(), f.shortDescription())
