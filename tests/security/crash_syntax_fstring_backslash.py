# cpython: same
# a backslash inside an f-string expression (not allowed before 3.12)
x = f"{'\n'.join(['a'])}"
