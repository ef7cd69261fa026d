x = 1
yield 1
