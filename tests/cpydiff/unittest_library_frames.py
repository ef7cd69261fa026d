# Deliberate difference: a unittest report's tracebacks never show the frames of the library's
# own code (unittest, asyncio), only the program's.
# Why: moonpy's unittest and asyncio are runtime code, not Python source: they have no frames
# to show. CPython hides unittest's frames from failures but shows them for an error the library
# raises itself (a bad argument to assertRaises), and shows asyncio's frames (runners.py,
# base_events.py) in the tracebacks of IsolatedAsyncioTestCase's tests.
# CPython: File "case.py" / "async_case.py" / "runners.py" lines. moonpy: the test's frames only.
import io
import re
import unittest


class T(unittest.IsolatedAsyncioTestCase):
    async def test_async_error(self):
        raise KeyError("k")

    def test_bad_argument(self):
        self.assertRaises(3, int)


buf = io.StringIO()
unittest.TextTestRunner(stream=buf).run(unittest.TestLoader().loadTestsFromTestCase(T))
text = re.sub(r"in \d+\.\d+s", "in 0.000s", buf.getvalue())
text = re.sub(r'File "[^"\n]*[/\\]', 'File "', text)
text = re.sub(r"\n *[~^]+ *(?=\n)", "", text)
# the library's frames keep their File line only
print(re.sub(r'(File "(?!unittest_library_frames)[^"]*", line \d+, in \w+)\n    [^\n]*', r"\1", text))
