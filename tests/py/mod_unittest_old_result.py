# unittest: a result object of the old protocol (no addSkip, addSubTest, addUnexpectedSuccess):
# skips count as successes and an unexpected success as a failure, each with a RuntimeWarning
# (printed without its location); subTest outside a run, or without addSubTest, runs the block as it is
import io, sys
sys.stderr = captured = io.StringIO()
import unittest
class Minimal:
    def __init__(self):
        self.log = []
        self.shouldStop = False
    def startTest(self, test): self.log.append("start")
    def stopTest(self, test): self.log.append("stop")
    def addSuccess(self, test): self.log.append("success")
    def addFailure(self, test, err): self.log.append("failure: " + str(err[1]))
    def addError(self, test, err): self.log.append("error: " + repr(err[1]))
class T(unittest.TestCase):
    def test_sub(self):
        for i in range(3):
            with self.subTest(i=i):
                self.assertLess(i, 1)
    def test_skip(self):
        self.skipTest("no")
    def test_xfail(self):
        pass
    test_xfail = unittest.expectedFailure(test_xfail)
r = Minimal()
for name in ("test_sub", "test_skip", "test_xfail"):
    T(name).run(r)
print(r.log)
t = T("test_sub")
with t.subTest(x=1):
    print("plain subTest outside a run")
sys.stderr = sys.__stderr__
print([line.split(": ", 1)[1] for line in captured.getvalue().splitlines() if "Warning:" in line])
