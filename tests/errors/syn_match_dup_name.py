# a name bound twice by one pattern
match (1, (2, 3)):
    case (x, (y, x)):
        print(x, y)
