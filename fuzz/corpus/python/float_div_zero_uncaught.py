# float division by zero is an uncaught exception
values = [4.0, 2.0, 1.0, 0.0]
for v in values:
    print(8.0 / v)
