# unittest.IsolatedAsyncioTestCase: async test methods, asyncSetUp after setUp, asyncTearDown
# before tearDown, addAsyncCleanup, assertRaises around an await, gather, a sync test beside them
import asyncio, unittest, io, re

async def fetch(x, delay=0.01):
    await asyncio.sleep(delay)
    if x < 0:
        raise ValueError("negative")
    return x * 2

class TestAsync(unittest.IsolatedAsyncioTestCase):
    def setUp(self):
        print("setUp")
    async def asyncSetUp(self):
        print("asyncSetUp")
        self.value = await fetch(1)
        self.addAsyncCleanup(self.cleanup, "arg")
    async def cleanup(self, arg):
        await asyncio.sleep(0)
        print("async cleanup", arg)
    async def asyncTearDown(self):
        print("asyncTearDown")
    def tearDown(self):
        print("tearDown")
    async def test_fetch(self):
        self.assertEqual(self.value, 2)
        result = await fetch(5)
        self.assertEqual(result, 10)
    async def test_gather(self):
        results = await asyncio.gather(fetch(1), fetch(2), fetch(3))
        self.assertEqual(results, [2, 4, 7])
    async def test_raises(self):
        with self.assertRaises(ValueError):
            await fetch(-1)
    async def test_error(self):
        await fetch(-2)
    def test_sync(self):
        self.assertTrue(True)

buf = io.StringIO()
result = unittest.TextTestRunner(stream=buf, verbosity=2).run(
    unittest.TestLoader().loadTestsFromTestCase(TestAsync))
# the verbose lines and the counts; a traceback's last line only (CPython's tracebacks of async
# tests show asyncio's own frames)
text = re.sub(r"in \d+\.\d+s", "in 0.000s", buf.getvalue())
print(text.split("\n\n")[0])
print(text.splitlines()[-1])
for test, tb in result.failures + result.errors:
    print(test.id(), "->", tb.strip().splitlines()[-1])
