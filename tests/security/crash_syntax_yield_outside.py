# cpython: same
# yield at module level
yield 1
