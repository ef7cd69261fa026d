# unittest: a parse_date function with tests that pass and fail, unittest.main(exit=False)
# with the report captured from sys.stderr; assertRaises as a call and as a context manager,
# assertRaisesRegex, and the exception chained to a failed regex
import io
import re
import sys
import unittest


def parse_date(text):
    parts = text.split("-")
    if len(parts) != 3:
        raise ValueError(f"expected YYYY-MM-DD, got {text!r}")
    year, month, day = map(int, parts)
    if not 1 <= month <= 12:
        raise ValueError(f"month out of range: {month}")
    if not 1 <= day <= 31:
        raise ValueError(f"day out of range: {day}")
    return year, month, day


class TestParseDate(unittest.TestCase):
    def test_valid(self):
        self.assertEqual(parse_date("2024-03-15"), (2024, 3, 15))

    def test_leading_zeros(self):
        self.assertEqual(parse_date("2024-01-05"), (2024, 1, 5))

    def test_bad_month(self):
        with self.assertRaises(ValueError) as cm:
            parse_date("2024-13-01")
        self.assertIn("month", str(cm.exception))

    def test_bad_format_call(self):
        self.assertRaises(ValueError, parse_date, "2024/01/01")

    def test_regex(self):
        self.assertRaisesRegex(ValueError, r"day out of range: \d+", parse_date, "2024-01-40")

    def test_wrong_expectation(self):
        self.assertEqual(parse_date("2024-02-03"), (2024, 3, 2))

    def test_not_raised(self):
        with self.assertRaises(ValueError):
            parse_date("2024-12-31")

    def test_not_raised_call(self):
        self.assertRaises(ValueError, parse_date, "2024-12-31")

    def test_regex_mismatch(self):
        with self.assertRaisesRegex(ValueError, "year"):
            parse_date("2024-13-01")

    def test_crash(self):
        parse_date("2024-xx-01")

    def test_other_exception(self):
        with self.assertRaises(KeyError):
            parse_date("nonsense")


def report(text):
    text = re.sub(r"in \d+\.\d+s", "in 0.000s", text)
    text = re.sub(r'File "[^"\n]*[/\\]', 'File "', text)
    text = re.sub(r"\n *[~^]+ *(?=\n)", "", text)
    print(text)


if __name__ == "__main__":
    saved = sys.stderr
    sys.stderr = io.StringIO()
    program = unittest.main(argv=["prog"], exit=False)
    text = sys.stderr.getvalue()
    sys.stderr = saved
    report(text)
    result = program.result
    print(result.testsRun, len(result.failures), len(result.errors), result.wasSuccessful())
