# match statements with every pattern kind
match command.split():
    case [action]:
        pass
    case [action, obj]:
        pass
    case ["go", direction] | ["move", direction]:
        pass
    case ["drop", *objects]:
        pass
    case ["drop", *_]:
        pass
    case []:
        pass
    case ():
        pass
    case (a, b, *rest):
        pass
    case (x,):
        pass
    case (x):
        pass
    case _:
        pass

match point:
    case Point(x=0, y=0):
        print("Origin")
    case Point(x=0, y=y):
        print(y)
    case Point(1, 2, z=3):
        pass
    case Point():
        pass
    case mod.sub.Point(x=1,):
        pass
    case Point(x, y) if x == y:
        pass

match value:
    case 0 | 1 | -1:
        pass
    case 1.5 | -2.5 | 1+2j | -1-2j | 3j:
        pass
    case "str" | b"bytes" | "implicit" "concat":
        pass
    case None | True | False:
        pass
    case Color.RED | mod.Color.GREEN:
        pass
    case {"key": v, 1: w, **rest}:
        pass
    case {}:
        pass
    case {"a": 1,}:
        pass
    case {Color.RED: x}:
        pass
    case {**rest}:
        pass
    case [1, 2] as lst:
        pass
    case (1 | 2) as n:
        pass
    case x as y:
        pass
    case [a, [b, c], {"d": d}, Point(e)]:
        pass
    case a, b:
        pass
    case *a, b:
        pass
    case a, *_:
        pass
    case -0:
        pass

match x, y:
    case 1, 2:
        pass
match *x, y:
    case _:
        pass

match = 1
match.foo = 2
match[0] = 3
match(x)
case = 5
_ = 6
print(match, case, _)
def match(): pass
