# a tiny unittest-like framework: TestCase base with assert helpers, discovery by method name
class AssertionFailed(Exception):
    pass

class TestCase:
    def assertEqual(self, a, b):
        if a != b:
            raise AssertionFailed(f"{a!r} != {b!r}")
    def assertTrue(self, x):
        if not x:
            raise AssertionFailed(f"{x!r} is not true")
    def assertRaises(self, exc_type, func, *args):
        try:
            func(*args)
        except exc_type:
            return
        except Exception as e:
            raise AssertionFailed(f"expected {exc_type.__name__}, got {type(e).__name__}") from e
        raise AssertionFailed(f"{exc_type.__name__} not raised")
    def setUp(self):
        pass

    @classmethod
    def run(cls):
        results = {"pass": 0, "fail": 0, "error": 0}
        for name in sorted(n for n in dir(cls) if n.startswith("test_")):
            case = cls()
            case.setUp()
            try:
                getattr(case, name)()
                status = "pass"
            except AssertionFailed as e:
                status = "fail"
                print(f"  FAIL {cls.__name__}.{name}: {e}")
            except Exception as e:
                status = "error"
                print(f"  ERROR {cls.__name__}.{name}: {type(e).__name__}: {e}")
            results[status] += 1
        return results

class StackTests(TestCase):
    def setUp(self):
        self.stack = [1, 2, 3]
    def test_pop(self):
        self.assertEqual(self.stack.pop(), 3)
    def test_len(self):
        self.assertEqual(len(self.stack), 4)
    def test_empty_pop(self):
        self.assertRaises(IndexError, [].pop)
    def test_wrong_exception(self):
        self.assertRaises(KeyError, [].pop)
    def test_error(self):
        self.stack.missing_method()
    def test_truth(self):
        self.assertTrue(self.stack)
    def helper(self):
        raise RuntimeError("not a test")

print(StackTests.run())
