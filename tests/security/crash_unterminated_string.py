# cpython: same
# an unterminated string
x = 'abc
print(x)
