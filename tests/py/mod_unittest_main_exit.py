# unittest.main() at the end of a program whose tests fail: the report goes to sys.stderr
# (captured here and printed), then SystemExit(True) ends the program with status 1
import io
import re
import sys
import unittest


def fizzbuzz(n):
    if n % 15 == 0:
        return "FizzBuzz"
    if n % 3 == 0:
        return "Fizz"
    if n % 5 == 0:
        return "Fizz"
    return str(n)


class TestFizzBuzz(unittest.TestCase):
    def test_fizz(self):
        self.assertEqual(fizzbuzz(3), "Fizz")

    def test_buzz(self):
        self.assertEqual(fizzbuzz(5), "Buzz")

    def test_fizzbuzz(self):
        self.assertEqual(fizzbuzz(30), "FizzBuzz")

    def test_number(self):
        self.assertEqual(fizzbuzz(7), "7")


if __name__ == "__main__":
    sys.stderr = io.StringIO()
    try:
        unittest.main(verbosity=2)
    finally:
        text = sys.stderr.getvalue()
        sys.stderr = sys.__stderr__
        text = re.sub(r"in \d+\.\d+s", "in 0.000s", text)
        print(re.sub(r'File "[^"\n]*[/\\]', 'File "', text))
    print("not reached")
