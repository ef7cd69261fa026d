# args: --max-operations 100000
n = 0
for i in range(10 ** 9):
    n += i
