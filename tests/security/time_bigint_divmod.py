# args: --timeout 0.5
# divmod of big ints in a loop
a = 3 ** 50000
b = 7 ** 20000
while True:
    q, r = divmod(a, b)
