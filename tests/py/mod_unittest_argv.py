# unittest.main's argv: -k patterns (a substring, or a shell pattern with *) on the loader's
# testNamePatterns, and an unknown option (the usage line and SystemExit(2) on sys.stderr)
import unittest, io, re, sys
class TestA(unittest.TestCase):
    def test_add(self): pass
    def test_add_more(self): pass
    def test_sub(self): pass
class TestB(unittest.TestCase):
    def test_add(self): pass
    def test_mul(self): pass
buf = io.StringIO()
p = unittest.main(argv=["prog", "-k", "add", "-v"], exit=False, testRunner=unittest.TextTestRunner(stream=buf, verbosity=2))
print(re.sub(r"in \d+\.\d+s", "in 0.000s", buf.getvalue()))
buf = io.StringIO()
loader = unittest.TestLoader()
p = unittest.main(argv=["prog", "-k", "*B.test_*"], exit=False, testLoader=loader, testRunner=unittest.TextTestRunner(stream=buf, verbosity=2))
print(re.sub(r"in \d+\.\d+s", "in 0.000s", buf.getvalue()))
print(loader.testNamePatterns)
saved = sys.stderr
sys.stderr = io.StringIO()
try:
    unittest.main(argv=["prog", "--bogus"])
except SystemExit as e:
    print("exit", e.code)
text = sys.stderr.getvalue()
sys.stderr = saved
print(text)
