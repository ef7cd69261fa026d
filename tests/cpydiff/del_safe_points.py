# Deliberate difference: __del__ runs at safe points, not the moment the last reference goes.
# Why: Lua's collector has no reference counts; a full collection finds the freed objects, and
# one after every operation would cost too much. The safe points are each `del` statement, each
# statement of the module, each print() (the first 500) and the program's end, so the common
# cases (del x, x = other, a function's locals, print(f())) show CPython's order.
# CPython: an object rebound inside a loop in a function is freed at once, so the count read
# in the loop is 1. moonpy: at the next safe point, a print() whose arguments were read first.
class Token:
    live = 0

    def __init__(self, n):
        self.n = n
        Token.live += 1

    def __del__(self):
        Token.live -= 1


def churn():
    for i in range(3):
        t = Token(i)
        print("live", Token.live)


churn()
