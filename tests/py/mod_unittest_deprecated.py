# unittest: the deprecated assert names (assertEquals, assert_ ...) still work and warn; under
# unittest.main the runner's "default" warnings filter shows each deprecated name once per
# module, and a test's own warnings once per line; the report is captured from sys.stderr
import io
import re
import sys
import unittest
import warnings


def legacy_api(x):
    warnings.warn("legacy_api is deprecated", DeprecationWarning)
    return x * 2


class TestOld(unittest.TestCase):
    def test_equals(self):
        self.assertEquals(legacy_api(2), 4)
        self.assertEquals(legacy_api(3), 6)

    def test_not_equals(self):
        self.assertNotEquals(1, 2)
        self.assertAlmostEquals(1.0, 1.0000001)

    def test_failing_alias(self):
        self.assertEquals(legacy_api(1), 3, msg="doubling")


sys.stderr = io.StringIO()
try:
    unittest.main(argv=["prog", "-v"], exit=False)
finally:
    text = sys.stderr.getvalue()
    sys.stderr = sys.__stderr__
text = re.sub(r"in \d+\.\d+s", "in 0.000s", text)
text = re.sub(r'File "[^"\n]*[/\\]', 'File "', text)
print(re.sub(r'[^\s"]*[/\\]([^/\\\s]+\.py:\d+: )', r"\1", text))
