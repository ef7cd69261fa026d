# args: --timeout 1
print("start")
try:
    while True:
        pass
except BaseException:
    print("caught (must not happen)")
