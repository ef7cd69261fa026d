# a dict whose keys are replaced while a loop iterates over it (one popped, one added: the
# size stays) raises CPython's RuntimeError "dictionary keys changed during iteration" (the
# loop went on forever, meeting the new keys)
d = {1: 1, 2: 2}
try:
    for k in d:
        d.pop(k)
        d[k + 10] = 0
except RuntimeError as e:
    print(e, d)

prices = {"apple": 1.5, "pear": 2.0, "fig": 3.0, "kiwi": 0.5, "plum": 1.0}
try:
    for name in prices:
        prices[name.upper()] = prices.pop(name)
except RuntimeError as e:
    print(e, len(prices))  # (which keys were renamed first is CPython's table layout)

# the safe way: iterate over a copy of the keys
prices = {"apple": 1.5, "pear": 2.0, "fig": 3.0}
for name in list(prices):
    prices[name.upper()] = prices.pop(name)
print(prices)
stock = {"a": 1, "b": 2}
for k in stock:
    stock[k] *= 10  # changing values is fine
print(stock)
