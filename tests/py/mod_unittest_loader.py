# unittest: TestLoader (method names sorted, testMethodPrefix, sortTestMethodsUsing, runTest,
# the suite of a class), TestSuite (nesting, addTest's checks, countTestCases, iteration),
# a TestResult subclass recording the calls, a runner's resultclass, TestCase.run() and debug()
import io
import unittest


class TestOrder(unittest.TestCase):
    def test_b(self):
        pass

    def test_a(self):
        pass

    def test_c(self):
        self.fail("c fails")

    def check_x(self):
        pass

    def helper(self):
        pass

    test_not_callable = 5


class Single(unittest.TestCase):
    def runTest(self):
        self.assertEqual(2 * 2, 4)


class Recorder(unittest.TestResult):
    def __init__(self):
        super().__init__()
        self.calls = []

    def startTestRun(self):
        self.calls.append("startTestRun")

    def stopTestRun(self):
        self.calls.append("stopTestRun")

    def startTest(self, test):
        super().startTest(test)
        self.calls.append("start " + test._testMethodName)

    def addSuccess(self, test):
        self.calls.append("success " + test._testMethodName)

    def addFailure(self, test, err):
        super().addFailure(test, err)
        self.calls.append("failure %s %s: %s" % (test._testMethodName, err[0].__name__, err[1]))


loader = unittest.TestLoader()
print(loader.getTestCaseNames(TestOrder))
loader.testMethodPrefix = "check"
print(loader.getTestCaseNames(TestOrder))
loader = unittest.TestLoader()
loader.sortTestMethodsUsing = lambda a, b: (a < b) - (a > b)
print(loader.getTestCaseNames(TestOrder))
print([t.id() for t in unittest.TestLoader().loadTestsFromTestCase(Single)])

suite = unittest.TestLoader().loadTestsFromTestCase(TestOrder)
print(suite.countTestCases(), [t._testMethodName for t in suite])
outer = unittest.TestSuite()
outer.addTest(suite)
outer.addTest(Single())
outer.addTests([TestOrder("test_a"), TestOrder("test_b")])
print(outer.countTestCases())
for bad in (TestOrder, 5, "abc"):
    try:
        if bad == "abc":
            outer.addTests(bad)
        else:
            outer.addTest(bad)
    except TypeError as e:
        print("TypeError:", e)

rec = Recorder()
outer.run(rec)
for c in rec.calls:
    print(c)
print(rec.testsRun, rec.wasSuccessful(), len(rec.failures))



class CountingResult(unittest.TextTestResult):
    def addSuccess(self, test):
        super().addSuccess(test)
        self.stream.write("[pass]")


buf = io.StringIO()
runner = unittest.TextTestRunner(stream=buf, resultclass=CountingResult)
r = runner.run(unittest.TestSuite([TestOrder("test_a"), TestOrder("test_b")]))
print(repr(buf.getvalue().split("\n")[0]), type(r).__name__)

res = TestOrder("test_c").run()
print(type(res).__name__, res.testsRun, len(res.failures))
res = unittest.TestResult()
TestOrder("test_a")(res)
print(res.testsRun, res.wasSuccessful())
try:
    TestOrder("test_c").debug()
except AssertionError as e:
    print("debug raised:", e)
