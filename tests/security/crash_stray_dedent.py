# cpython: same
# an unindent that matches no outer level
if True:
        x = 1
    y = 2
