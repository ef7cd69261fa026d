def outer():
    class C:
        x = yield 1
    return C
