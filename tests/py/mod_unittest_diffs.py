# unittest: assertEqual's diffs (dicts, long dicts, multi-line strings, lists, sets, tuples,
# nested lists, non-ASCII text), maxDiff, longMessage=False, assertCountEqual, assertAlmostEqual
import unittest, io, re

class T(unittest.TestCase):
    def test_dict(self):
        self.assertEqual({"name": "alice", "age": 30, "tags": ["a", "b"]}, {"name": "alice", "age": 31, "tags": ["a", "c"]})
    def test_long_dict(self):
        a = {f"key{i}": i * 1000 for i in range(12)}
        b = dict(a); b["key5"] = -1
        self.assertDictEqual(a, b)
    def test_multiline(self):
        self.assertEqual("line one\nline two\nline three\n", "line one\nline 2\nline three\nextra\n")
    def test_list_long(self):
        self.assertListEqual([f"item-{i}" for i in range(30)], [f"item-{i}" for i in range(30) if i != 7])
    def test_set(self):
        self.assertEqual({1, 2, 3}, {2, 3, 4})
    def test_tuple_len(self):
        self.assertEqual((1, 2, 3), (1, 2))
    def test_nested(self):
        self.assertEqual([[1, 2], [3, 4]], [[1, 2], [3, 5]])
    def test_count(self):
        self.assertCountEqual(["a", "b", "b"], ["b", "a", "c"])
    def test_almost(self):
        self.assertAlmostEqual(0.1 + 0.2, 0.3)
        self.assertAlmostEqual(3.14159, 3.14, places=2)
        self.assertAlmostEqual(10, 10.4, delta=0.5)
        self.assertNotAlmostEqual(1, 2)
        self.assertAlmostEqual(1.0, 1.001)
    def test_str_single(self):
        self.assertEqual("hello world", "hello wrld")
    def test_maxdiff_none(self):
        self.maxDiff = None
        self.assertEqual(list(range(50)), list(range(1, 51)))
    def test_long_msg_false(self):
        self.longMessage = False
        self.assertEqual(3, 4, "custom only")
    def test_is(self):
        self.assertIs([], [])
    def test_isinstance(self):
        self.assertIsInstance("x", (int, float))
    def test_unicode(self):
        self.assertEqual("naïve café\nrésumé\n", "naive café\nrésumé!\n")


def report(buf):
    text = re.sub(r"in \d+\.\d+s", "in 0.000s", buf.getvalue())
    text = re.sub(r'File "[^"\n]*[/\\]', 'File "', text)
    text = re.sub(r"\n *[~^]+ *(?=\n)", "", text)
    print(text)


buf = io.StringIO()
runner = unittest.TextTestRunner(stream=buf, verbosity=2)
result = runner.run(unittest.TestLoader().loadTestsFromTestCase(T))
report(buf)
print(result.testsRun, len(result.failures), len(result.errors), result.wasSuccessful())
print(result)
