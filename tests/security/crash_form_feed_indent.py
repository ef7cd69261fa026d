# cpython: same
# a form feed in indentation
if True:
    print('ff')
