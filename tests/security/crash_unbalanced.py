# cpython: same
# unbalanced brackets
x = (1, [2, {3)
