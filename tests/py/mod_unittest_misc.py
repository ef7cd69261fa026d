# unittest: a custom failureException, setUpModule/tearDownModule, assertWarns and
# assertWarnsRegex, assertRaises with a tuple and msg=, keyword arguments, fail(), failfast,
# a bare TestResult, str/repr/id of tests and suites, getTestCaseNames
import unittest, io, re, warnings

log = []
def setUpModule():
    log.append("setUpModule")
def tearDownModule():
    log.append("tearDownModule")

class MyError(Exception):
    pass

class Custom(unittest.TestCase):
    failureException = MyError
    def test_custom(self):
        self.assertEqual(1, 2)

class W(unittest.TestCase):
    def test_warns(self):
        with self.assertWarns(DeprecationWarning) as cm:
            warnings.warn("old stuff", DeprecationWarning)
        print("warning:", cm.warning)
        self.assertWarns(UserWarning, warnings.warn, "hi")
    def test_warns_missing(self):
        with self.assertWarns(UserWarning):
            pass
    def test_warns_regex(self):
        with self.assertWarnsRegex(UserWarning, "abc"):
            warnings.warn("xyz")
    def test_raises_tuple(self):
        with self.assertRaises((KeyError, IndexError)) as cm:
            [][1]
        print(type(cm.exception).__name__, cm.exception)
    def test_raises_bad_arg(self):
        try:
            self.assertRaises(3, int)
        except TypeError as e:
            print("TypeError:", e)
    def test_raises_other(self):
        with self.assertRaises(KeyError):
            int("x")
    def test_msg_kw(self):
        self.assertEqual(first=1, second=2, msg="kw")
    def test_fail_none(self):
        self.fail()
    def test_raises_msg(self):
        with self.assertRaises(KeyError, msg="expected a KeyError"):
            pass

class FF(unittest.TestCase):
    def test_1(self):
        self.fail("one")
    def test_2(self):
        self.fail("two")

def report(buf):
    text = re.sub(r"in \d+\.\d+s", "in 0.000s", buf.getvalue())
    text = re.sub(r'File "[^"\n]*[/\\]', 'File "', text)
    text = re.sub(r"\n *[~^]+ *(?=\n)", "", text)
    print(text)


for cls in (Custom, W):
    buf = io.StringIO()
    r = unittest.TextTestRunner(stream=buf, verbosity=2).run(unittest.TestLoader().loadTestsFromTestCase(cls))
    report(buf)
print(log)
buf = io.StringIO()
r = unittest.TextTestRunner(stream=buf, failfast=True).run(unittest.TestLoader().loadTestsFromTestCase(FF))
print(r.testsRun, r.shouldStop)
r = unittest.TestResult()
unittest.TestLoader().loadTestsFromTestCase(FF).run(r)
print(r, r.failures[0][0], r.failures[0][1].splitlines()[-1])
t = FF("test_1")
print(t, repr(t), t.id(), t.countTestCases(), t.shortDescription())
print(unittest.TestSuite([FF("test_1"), FF("test_2")]))
try:
    FF("test_3")
except ValueError as e:
    print(e)
print(unittest.TestLoader().getTestCaseNames(W))
