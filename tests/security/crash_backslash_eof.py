# cpython: same
# a backslash continuation at the end of the file
x = 1 + \