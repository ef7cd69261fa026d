class A:
    x = yield 1
