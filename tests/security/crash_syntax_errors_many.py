# cpython: same
# many syntax errors: the first one is reported
x = = 1
y = = 2
