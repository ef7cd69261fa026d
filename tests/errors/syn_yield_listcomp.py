def f():
    x = [(yield i) for i in range(3)]
