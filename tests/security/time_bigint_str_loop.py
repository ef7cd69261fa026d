# args: --timeout 0.5
# repeated big int to str conversion
x = 7 ** 4000
while True:
    s = str(x)
