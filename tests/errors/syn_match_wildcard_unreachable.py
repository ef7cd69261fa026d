# `case _:` must be the last case (or carry a guard)
def f(x):
    match x:
        case 1:
            return "one"
        case _ if x > 10:
            return "big"
        case _:
            return "other"
        case 2:
            return "two"
