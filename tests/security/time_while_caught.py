# args: --timeout 0.5
# the time limit cannot be caught, not by except BaseException nor finally-loops
try:
    while True:
        pass
except BaseException:
    print("caught (must not happen)")
finally:
    print("finally runs? it must not spin")
