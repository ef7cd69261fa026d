# cpython: same
# a question mark
x = 1 ? 2 : 3
