# unittest: a TestCase subclass with __setattr__ (every attribute store goes through it, the
# test case's own included), so its attributes are found where such a class keeps them
import unittest, io
class Tracked(unittest.TestCase):
    def __setattr__(self, name, value):
        if not name.startswith("_"):
            print("set", name)
        super().__setattr__(name, value)
    def setUp(self):
        self.value = 3
    def test_value(self):
        self.assertEqual(self.value, 3)
        self.assertEqual(self._testMethodName, "test_value")
r = unittest.TextTestRunner(stream=io.StringIO()).run(unittest.TestLoader().loadTestsFromTestCase(Tracked))
print(r.wasSuccessful(), r.testsRun)
