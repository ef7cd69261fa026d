# the same attribute twice in a class pattern
class Point:
    x = y = 0
match Point():
    case Point(x=0, y=0, x=1):
        pass
