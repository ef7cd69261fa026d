# args: --timeout 2
# Limits stay on: a test that never ends under unittest.main() stops at the time limit; assertRaises(BaseException) and subTest do not swallow the limit error
import unittest

class TestForever(unittest.TestCase):
    def test_loop(self):
        with self.subTest(i=1):
            with self.assertRaises(BaseException):
                n = 0
                while True:
                    n += 1

unittest.main(verbosity=2)
