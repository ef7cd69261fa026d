# cpython: same
# a positional argument after a keyword argument
print(end='', 1)
