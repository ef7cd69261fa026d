# args: --max-memory 16M --timeout 10
# split of a huge string into many pieces
s = "a," * (5 * 10 ** 7)
parts = s.split(",")
