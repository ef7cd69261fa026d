# cpython: same
# calling the Ellipsis, True and False (F17)
try:
    ...()
except TypeError as e:
    print('TypeError:', e)
try:
    True()
except TypeError as e:
    print('TypeError:', e)
print(True.real, False.bit_length(), True.__class__)
