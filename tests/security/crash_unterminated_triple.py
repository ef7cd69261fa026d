# cpython: same
# an unterminated triple-quoted string
x = """abc
print(x)
