# unittest.main: argv (the program name ignored, -v, -q, test names), exit=False and the
# TestProgram's result, defaultTest, verbosity=, and exit=True's SystemExit code; the report
# that main writes to sys.stderr is captured in a StringIO and printed
import io
import re
import sys
import unittest


class TestMath(unittest.TestCase):
    def test_add(self):
        self.assertEqual(1 + 1, 2)

    def test_div(self):
        with self.assertRaises(ZeroDivisionError):
            1 / 0

    def test_round(self):
        self.assertEqual(round(2.675, 2), 2.68)


class TestStrings(unittest.TestCase):
    def test_upper(self):
        self.assertEqual("abc".upper(), "ABC")

    def test_split(self):
        self.assertEqual("a,b".split(","), ["a", "b"])


def run_main(**kwargs):
    saved = sys.stderr
    sys.stderr = io.StringIO()
    try:
        return unittest.main(**kwargs)
    except SystemExit as e:
        print("SystemExit:", repr(e.code))
    finally:
        text = sys.stderr.getvalue()
        sys.stderr = saved
        text = re.sub(r"in \d+\.\d+s", "in 0.000s", text)
        text = re.sub(r'File "[^"\n]*[/\\]', 'File "', text)
        print(re.sub(r"\n *[~^]+ *(?=\n)", "", text))


if __name__ == "__main__":
    prog = run_main(argv=["first-arg-is-ignored"], exit=False)
    print(type(prog).__name__, prog.result.testsRun, prog.result.wasSuccessful())
    run_main(argv=["prog", "-v", "TestStrings"], exit=False)
    run_main(argv=["prog", "TestMath.test_add", "TestStrings.test_split"], exit=False, verbosity=2)
    prog = run_main(argv=["prog", "-q"], exit=False)
    print(prog.verbosity, len(prog.result.failures))
    run_main(argv=["prog", "TestStrings"])
    run_main(argv=["prog"])
    run_main(argv=[""], defaultTest="TestMath.test_div", verbosity=2)
