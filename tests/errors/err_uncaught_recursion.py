def fact(n):
    return n * fact(n - 1)
print(fact(5))
