# operator TypeErrors name the types CPython writes in C with their module (decimal.Decimal, collections.deque, datetime.date)
from collections import deque, OrderedDict, defaultdict, Counter
from decimal import Decimal
import datetime
from fractions import Fraction
cases = [lambda: deque([1]) + 1, lambda: deque() < 1, lambda: OrderedDict() + 1, lambda: defaultdict(int) - 1, lambda: Counter() * 2,
         lambda: datetime.date(2020, 1, 1) + 1, lambda: datetime.timedelta(1) < 1, lambda: Decimal(1) + Fraction(1), lambda: Fraction(1) < 1j,
         lambda: datetime.datetime(2020, 1, 1) - 1, lambda: datetime.time(1) + datetime.time(2), lambda: Decimal(1) ** "x"]
for c in cases:
    try:
        c()
    except TypeError as e:
        print(e)
class MyDeque(deque):
    pass
try:
    MyDeque() + 1
except TypeError as e:
    print(e)
from decimal import Decimal
for f in (lambda: "ab" * Decimal(2), lambda: [1] * Decimal(2), lambda: Decimal(2) * (1,)):
    try: f()
    except TypeError as e: print(e)
