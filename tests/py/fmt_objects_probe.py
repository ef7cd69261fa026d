import datetime, decimal, fractions, enum
class Plain:
    def __str__(self): return "plain"
class WithRepr:
    def __repr__(self): return "WR"
class Color(enum.Enum):
    RED = 1
class Level(enum.IntEnum):
    LOW = 1
class S(str, enum.Enum):
    A = "a"
tests = r'''
format(Plain(), "")
format(Plain(), ">10")
f"{Plain():>10}"
f"{Plain()!s:>10}"
f"{WithRepr()}"
f"{[1, 2]:>10}"
f"{(1, 2):>10}"
f"{ {1: 2} :>10}"
f"{True:>5}"
f"{True:d}"
f"{True}"
f"{False:^7}"
f"{None}"
f"{None!r:>6}"
f"{Color.RED}"
f"{Color.RED:>10}"
f"{Level.LOW}"
f"{Level.LOW:>5}"
f"{S.A}"
f"{S.A:>3}"
format(datetime.date(2024, 1, 2), "")
format(datetime.date(2024, 1, 2), ">12")
f"{datetime.timedelta(hours=1):>10}"
f"{decimal.Decimal('1.5'):>6}"
f"{fractions.Fraction(1, 3):>6}"
f"{fractions.Fraction(1, 3):.3f}"
f"{1+2j:>10}"
f"{1+2j:.2f}"
f"{b'ab':>6}"
f"{range(3):>10}"
f"{3:>{'5'}}"
f"{'abc':.{2}}"
f"{12345:>+10,}"
f"{-0.0:.0f}"
f"{0.5:.0f} {1.5:.0f} {2.5:.0f}"
f"{1e-10:f}"
f"{123456789:e}"
f"{0:e}"
f"{float('nan'):>6}"
f"{float('inf'):+}"
f"{-float('inf'):010}"
f"{12:c}"
f"{'x':c}"
f"{65:c}"
f"{3.5:%}"
f"{10**20:,}"
f"{2**64:x}"
f"{-2**64:#b}"
f"{1/3:.20f}"
f"{1e300 * 1e10:e}"
f"{5:0>-5}"
f"{'a':<03}"
f"{7:=^9}"
f"{3.14159:10.4}"
f"{314159:10.4}"
'''
for line in tests.strip().splitlines():
    try:
        print(repr(eval(line)))
    except Exception as e:
        print("EXC", line, "|", type(e).__name__, e)
