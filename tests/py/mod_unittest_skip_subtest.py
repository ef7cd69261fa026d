# unittest: skip, skipIf, skipUnless on methods and classes, skipTest, expectedFailure, subTest
# (parameters, a message, nested, errors), addCleanup, and errors in setUp, setUpClass and
# tearDown, reported at verbosity 0, 1 and 2
import unittest, io, re, sys

class Base(unittest.TestCase):
    def helper(self, x):
        self.assertGreater(x, 0)

@unittest.skip("whole class")
class Skipped(unittest.TestCase):
    def test_x(self):
        pass

class Fix(Base):
    def setUp(self):
        self.items = []
        self.addCleanup(print, "cleanup 1")
        self.addCleanup(self.items.clear)
    def test_helper(self):
        self.helper(-1)
    @unittest.skipIf(sys.version_info >= (3,), "py3")
    def test_skipif(self):
        pass
    @unittest.skipUnless(False, "never")
    def test_skipunless(self):
        pass
    @unittest.expectedFailure
    def test_xfail(self):
        self.assertEqual(1, 0)
    def test_subtests(self):
        for n in [2, 3, 4, 5]:
            with self.subTest(n=n, kind="num"):
                self.assertEqual(n % 2, 0, f"{n} is odd")
    def test_subtest_msg(self):
        with self.subTest("checking"):
            self.assertTrue(False)
        with self.subTest():
            raise KeyError("k")
    def test_nested_sub(self):
        with self.subTest(a=1):
            with self.subTest(b=2):
                self.fail("inner")

class BadSetup(unittest.TestCase):
    def setUp(self):
        raise RuntimeError("setup broke")
    def test_never(self):
        print("never")

class BadClass(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        raise ValueError("class setup broke")
    def test_one(self):
        pass

class BadTeardown(unittest.TestCase):
    def tearDown(self):
        raise OSError("teardown")
    def test_fine(self):
        pass

def report(buf):
    text = re.sub(r"in \d+\.\d+s", "in 0.000s", buf.getvalue())
    text = re.sub(r'File "[^"\n]*[/\\]', 'File "', text)
    text = re.sub(r"\n *[~^]+ *(?=\n)", "", text)
    print(text)


for v in (0, 1, 2):
    buf = io.StringIO()
    suite = unittest.TestSuite()
    for cls in (Skipped, Fix, BadSetup, BadClass, BadTeardown):
        suite.addTests(unittest.defaultTestLoader.loadTestsFromTestCase(cls))
    print(suite.countTestCases())
    r = unittest.TextTestRunner(stream=buf, verbosity=v).run(suite)
    report(buf)
    print(r.testsRun, len(r.failures), len(r.errors), len(r.skipped), len(r.expectedFailures), r.wasSuccessful())
    print([str(t) for t, _ in r.skipped])
    print([(str(t), why) for t, why in r.skipped])
