# args: --timeout 5
print(len(str(10 ** 1000)))
x = 10 ** 10 ** 10
