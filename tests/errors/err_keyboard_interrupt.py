# an uncaught KeyboardInterrupt ends the program with status 130 (128 + SIGINT), as CPython does
def wait_for_input():
    raise KeyboardInterrupt


print("press Ctrl-C")
wait_for_input()
