# args: --timeout 0.5
# membership tests in a long list, again and again
a = list(range(10 ** 6))
while True:
    -1 in a
