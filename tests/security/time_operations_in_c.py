# args: --max-operations 1000000 --timeout 5
# the operation budget counts work done in C (sorting, joining)
a = list(range(10 ** 6))
while True:
    a.sort()
    a.reverse()
