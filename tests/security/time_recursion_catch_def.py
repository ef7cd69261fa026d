# args: --timeout 0.5
# catching RecursionError in a loop: the time limit raised at a full Lua stack came back as a
# RecursionError and was caught, so the run went on past its deadline for ever (fixed in the
# watchdog: the limit is raised again in the program's own code)
def f(n):
    return f(n + 1)
while True:
    try:
        f(0)
    except RecursionError:
        pass
