# cpython: same
# an unterminated f-string field
x = f'{1 + '
