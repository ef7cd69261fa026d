# args: --timeout 1
# catching RecursionError in a loop keeps spinning within limits
f = lambda n: f(n + 1)
while True:
    try:
        f(0)
    except RecursionError:
        pass
