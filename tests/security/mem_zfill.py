# args: --max-memory 16M --timeout 10
# zfill, ljust, center and rjust with huge widths
print(len("1".zfill(10 ** 10)))
