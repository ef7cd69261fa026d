def f(xs):
    for x in xs:
        try:
            if x == 0:
                continue
            if x < 0:
                return -1
            y = 10 // x
        except ZeroDivisionError as e:
            print("zero", e)
        finally:
            print("done", x)
    return 1
