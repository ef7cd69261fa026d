# args: --timeout 20 --max-memory 64M
# Limits stay on: unittest's runner catches what a test raises, but a limit error is not an exception: neither the time limit (a test that loops) nor the memory limit (a test that grows a list) is reported as a test's error; the run ends there
import unittest

class TestGreedy(unittest.TestCase):
    def test_a_memory(self):
        xs = []
        while True:
            xs.append("x" * 1000)

    def test_b_never(self):
        print("not reached")

unittest.main()
