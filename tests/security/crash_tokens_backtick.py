# cpython: same
# backticks
x = `1`
