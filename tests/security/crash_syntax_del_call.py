# cpython: same
# deleting a call
del f()
