# args: --timeout 0.5
# exponential recursion that never gets deep
def f(n):
    return 1 if n == 0 else f(n - 1) + f(n - 1)
print(f(60))
