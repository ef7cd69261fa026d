# args: --max-memory 64M
data = []
try:
    while True:
        data.append([0] * 1000)
except BaseException:
    print("caught (must not happen)")
