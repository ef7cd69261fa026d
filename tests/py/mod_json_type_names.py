# json's errors name an object's type by type(o).__name__ ('date'), its keys' errors by the
# C type name ('datetime.date'), as CPython's do
import datetime, json, decimal, fractions, collections
for o in [datetime.date(2024, 1, 1), datetime.timedelta(1), datetime.datetime(2024, 1, 1, 5),
          decimal.Decimal(1), fractions.Fraction(1), collections.deque(), {1, 2}, b"x", 1j, object()]:
    try:
        json.dumps({"when": o})
    except TypeError as e:
        print(e)
for k in [datetime.date(2024, 1, 1), (1, 2), frozenset()]:
    try:
        json.dumps({k: 1})
    except TypeError as e:
        print(e)
for s in [datetime.date(2024, 1, 1), 5, None, [1]]:
    try:
        json.loads(s)
    except TypeError as e:
        print(e)
print(json.dumps({"d": datetime.date(2024, 1, 1)}, default=str))
