# cpython: same
# mixed tabs and spaces: CPython's TabError
if True:
        x = 1
	y = 2
print(x)
