# a typo in a name is an uncaught NameError
def total_price(items):
    total = 0
    for price in items:
        total += price
    return totl
print("computing")
print(total_price([1, 2, 3]))
