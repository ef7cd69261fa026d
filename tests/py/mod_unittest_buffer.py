# unittest: buffer=True keeps what a test prints (print, sys.stdout, sys.stderr) and shows it only
# for a failure or an error: after its traceback and on the original streams
import unittest, io, re, sys

class Noisy(unittest.TestCase):
    def test_quiet_pass(self):
        print("you should not see this")
        sys.stderr.write("nor this\n")
    def test_noisy_fail(self):
        print("debug: computing")
        print("value", 42, end="")
        sys.stderr.write("warning text")
        self.assertEqual(1, 2)
    def test_noisy_error(self):
        print("about to crash")
        raise RuntimeError("crash")

saved_err = sys.stderr
sys.stderr = captured_err = io.StringIO()
out = io.StringIO()
r = unittest.TextTestRunner(stream=out, verbosity=2, buffer=True).run(unittest.TestLoader().loadTestsFromTestCase(Noisy))
text = re.sub(r"in \d+\.\d+s", "in 0.000s", out.getvalue())
text = re.sub(r'File "[^"\n]*[/\\]', 'File "', text)
print(text)
print(sys.stdout is sys.__stdout__, sys.stderr is captured_err)
sys.stderr = saved_err
print(repr(captured_err.getvalue()))
print("after")
