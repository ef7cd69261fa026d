# decimal: exp, ln, log10 and non-integral powers, correctly rounded half-even whatever the context's
# rounding; exact cases, specials, overflow/underflow and their flags; SignalDict items()
from decimal import *
print(Decimal(2).ln(), Decimal(10).ln(), Decimal(1).exp(), Decimal(100).log10(), Decimal('0.001').log10(), Decimal(2).log10())
getcontext().rounding = ROUND_DOWN
print(Decimal(2).ln(), Decimal(1).exp(), Decimal(3).log10())
getcontext().rounding = ROUND_HALF_EVEN
print(Decimal(0).exp(), Decimal(1).ln(), Decimal(0).ln(), Decimal('-Infinity').exp(), Decimal('1E+5').log10(), Decimal('1.000').ln(), Decimal('1.000').exp(), Decimal('0.000').exp())
print(Decimal('1e-30').exp(), Decimal('-1e-30').exp(), Decimal('1e-30').ln(), Decimal(1000).exp())
getcontext().prec = 50
print(Decimal(2).ln(), Decimal('12345.678').exp())
getcontext().prec = 5
print(Decimal(2).sqrt(), Decimal('2.5').ln(), Decimal(-3).exp(), Decimal('1e10').log10(), Decimal('123').log10())
c = getcontext(); c.clear_flags(); Decimal(2).ln(); print(c.flags[Inexact], c.flags[Rounded])
try: Decimal(-1).ln()
except Exception as e: print(type(e).__name__, e)
try: Decimal(10**7).exp()
except Exception as e: print(type(e).__name__, e)
print(Decimal(-10**7).exp())
print(Decimal(2) ** Decimal('0.5'), Decimal(8) ** Decimal('1')/ 3 )
getcontext().prec = 28
for a,b in [('4','0.5'),('2','0.5'),('1.05','2.5'),('8','0.3333333333333333333333333333'),('100','1.5'),('0.25','0.5'),('1.5','-0.5'),('2','1.0'),('2','10.0'),('-8','0.5'),('0','0.5'),('0','-0.5'),('1','0.5'),('9','1.5'), ('1.0000','0.5'), ('16', '0.25'), ('2.25','0.5'), ('10', '1e10'), ('0.5', '1e10'), ('1.0000001', '12345.6789')]:
    c=getcontext(); c.clear_flags()
    try: r = Decimal(a)**Decimal(b)
    except Exception as e: r = type(e).__name__
    print(a,b,r, [k.__name__ for k,v in c.flags.items() if v])
import random
random.seed(5)
bad = 0
for i in range(120):
    x = Decimal(random.randint(1, 10**12)) / Decimal(10) ** random.randint(0, 15)
    for f in (x.ln(), x.log10(), (x / 10**10).exp(), (-x/10**9).exp(), x ** Decimal('0.37')):
        print(f)
principal = Decimal("1000.00"); rate = Decimal("0.05")
print((principal * (1 + rate / 12) ** (12 * Decimal("2.5"))).quantize(Decimal("0.01")))
print((principal * (rate).exp()).quantize(Decimal("0.01")), Decimal(2).ln().quantize(Decimal("1e-10")))
for a,b in [("10","1e10"),("-2","100001"),("0.1","-1e6"),("1","1e20"),("-1.5","300001")]:
    try: print(Decimal(a)**Decimal(b))
    except Exception as e: print(type(e).__name__)
c=getcontext()
for a,b in [("2","5000"),("3","-4001"),("1.1","3000"),("7","20")]:
    c.clear_flags(); r = Decimal(a)**Decimal(b); print(r, [k.__name__ for k,v in c.flags.items() if v])
try:
    Decimal("1e999999")*10
except Overflow as e: print("ovf", [k.__name__ for k,v in c.flags.items() if v])
from decimal import Decimal
print(Decimal("12345").scaleb(-2), Decimal("1.5").scaleb(3), Decimal("7").scaleb(Decimal("2")), Decimal("NaN").scaleb(1), Decimal("inf").scaleb(2))
try:
    Decimal(1).scaleb(Decimal("1.5"))
except Exception as e:
    print(type(e).__name__)
