# unittest: `from unittest import *` (the names of unittest.__all__), setUpModule and
# tearDownModule with addModuleCleanup and enterModuleContext, a failing setUpModule (the
# module's tests do not run), the base classes not loaded as tests
import io
import re
from unittest import *

log = []


class Resource:
    def __enter__(self):
        log.append("enter resource")
        return "res"

    def __exit__(self, *exc):
        log.append("exit resource")
        return False


def setUpModule():
    log.append("setUpModule")
    addModuleCleanup(log.append, "module cleanup")
    log.append(enterModuleContext(Resource()))


def tearDownModule():
    log.append("tearDownModule")


class TestA(TestCase):
    def test_one(self):
        log.append("test_one")

    def test_two(self):
        log.append("test_two")
        self.assertEqual(len(log), 5)


def report(buf):
    text = re.sub(r"in \d+\.\d+s", "in 0.000s", buf.getvalue())
    text = re.sub(r'File "[^"\n]*[/\\]', 'File "', text)
    print(re.sub(r"\n *[~^]+ *(?=\n)", "", text))


print(sorted(n for n in globals() if n[0].isupper() or n in ("main", "skip", "makeSuite")))
buf = io.StringIO()
program = main(argv=["prog", "-v"], exit=False, testRunner=TextTestRunner(stream=buf, verbosity=2))
report(buf)
print(log)


def setUpModule():
    log.append("failing setUpModule")
    addModuleCleanup(log.append, "cleanup after failure")
    raise RuntimeError("no database")


log.clear()
buf = io.StringIO()
result = TextTestRunner(stream=buf, verbosity=2).run(defaultTestLoader.loadTestsFromTestCase(TestA))
report(buf)
print(log, result.testsRun, len(result.errors))
