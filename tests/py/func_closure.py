# closures capture variables, not values
def make_counter():
    count = 0
    def inc():
        nonlocal count
        count += 1
        return count
    return inc
c1, c2 = make_counter(), make_counter()
print(c1(), c1(), c1(), c2())
def make_multiplier(n):
    return lambda x: x * n
double, triple = make_multiplier(2), make_multiplier(3)
print(double(5), triple(5))
def outer():
    x = "before"
    def show():
        return x
    x = "after"
    return show
print(outer()())
def accumulator():
    items = []
    def add(x):
        items.append(x)
        return list(items)
    return add
acc = accumulator()
acc(1)
print(acc(2))
def fib_gen():
    memo = {}
    def fib(n):
        if n in memo:
            return memo[n]
        r = n if n < 2 else fib(n - 1) + fib(n - 2)
        memo[n] = r
        return r
    return fib
print(fib_gen()(80))
def level1():
    a = 1
    def level2():
        b = 2
        def level3():
            return a + b
        return level3
    return level2()()
print(level1())
