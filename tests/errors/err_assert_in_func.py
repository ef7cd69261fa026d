# assert failure inside a helper called from a loop at top level
def check_positive(x):
    assert x > 0, f"expected positive, got {x}"
    return x


data = [3, 1, 4, -1, 5]
total = 0
for d in data:
    total += check_positive(d)
    print("total", total)
