for x in range(10):
    pass
else if:
    pass
