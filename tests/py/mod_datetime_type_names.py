# datetime's types are named as CPython's tp_name in error messages (datetime.date) and in the reprs of subclasses (D(2024, 1, 2)).
import datetime as dt
class D(dt.date): pass
class T(dt.timedelta): pass
class DT(dt.datetime): pass
print(repr(D(2024, 1, 2)), repr(T(1)), repr(DT(2024, 1, 2, 3)), repr(dt.time(1)), repr(dt.timezone.utc))
def t(expr):
    try:
        print(expr, "=>", repr(eval(expr)))
    except Exception as e:
        print(expr, "!!", type(e).__name__, e)
for e in ['dt.date(2024,1,1) + 1', 'dt.date(2024,1,1) - dt.datetime(2024,1,1)', 'dt.date(2024,1,1) < 5', 'dt.timedelta(1) * "x"', 'dt.date(2024,1,1).foo',
          'len(dt.date(2024,1,1))', 'dt.date(2024,1,1)[0]', 'iter(dt.time())', 'D(2024,1,1) + 1', 'dt.datetime(2024,1,1) < dt.date(2024,1,1)', 'dt.time() < dt.timedelta()',
          'type(dt.date(2024,1,1)).__name__', 'dt.date.__qualname__', 'str(type(dt.date.today()))', 'dt.timedelta(1) + dt.date(2024,1,1)', '"%d" % dt.date(2024,1,1)', 'int(dt.date(2024,1,1))',
          'dt.date(2024,1,1) + dt.timedelta(1)', 'abs(dt.date(2024,1,1))', '-dt.date(2024,1,1)', 'hash(dt.date(2024,1,1)) == hash(dt.date(2024,1,1))', 'dt.date(2024,1,1) @ 2']:
    t(e)
