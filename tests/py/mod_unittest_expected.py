# unittest: expectedFailure on a class and on methods (a failing subtest, an error), a bare
# @unittest.skip, skipTest inside a subTest; the result's expectedFailures, unexpectedSuccesses, skipped
import unittest, io, re
@unittest.expectedFailure
class Broken(unittest.TestCase):
    def test_a(self):
        self.fail("known")
    def test_b(self):
        pass
class Mixed(unittest.TestCase):
    @unittest.expectedFailure
    def test_sub(self):
        for i in range(3):
            with self.subTest(i=i):
                self.assertLess(i, 1)
    @unittest.expectedFailure
    def test_error(self):
        raise KeyError("x")
    @unittest.skip
    def test_bare_skip(self):
        pass
    def test_skip_in_sub(self):
        for i in range(2):
            with self.subTest(i=i):
                if i:
                    self.skipTest("odd")
buf = io.StringIO()
s = unittest.TestSuite([unittest.TestLoader().loadTestsFromTestCase(c) for c in (Broken, Mixed)])
r = unittest.TextTestRunner(stream=buf, verbosity=2).run(s)
print(re.sub(r"in \d+\.\d+s", "in 0.000s", buf.getvalue()))
print([t.id() for t, _ in r.expectedFailures], [t.id() for t in r.unexpectedSuccesses], [(str(t), w) for t, w in r.skipped])
print(r.expectedFailures[0][1].splitlines()[-1])
