if x:
    pass
else:
x = 1
