# Decimal: compare_total, compare_total_mag, number_class, logb, same_quantum, is_subnormal, max_mag/min_mag, canonical, radix
from decimal import Decimal as D, getcontext, DivisionByZero
vals = [D('12.0'), D('12'), D('-12.0'), D('-12'), D('1.5'), D('-Infinity'), D('Infinity'), D('NaN'), D('-NaN'), D('sNaN'), D('0'), D('-0'), D('1E-1000000'), D('0.001')]
for a in vals[:10]:
    print(a, [int(a.compare_total(b)) for b in vals[:10]], a.number_class(), a.same_quantum(D('1.0')), a.is_canonical(), a.canonical())
for a in [D('100'), D('0.00123'), D('-5'), D('Infinity'), D('1E-1000000')]: print(a.logb(), a.is_subnormal(), a.number_class())
print(D('-3').max_mag(D('2')), D('-3').min_mag(D('2')), D('2').max_mag(D('-2')), D('2').min_mag(D('-2')), D(1).radix(), D('1.5').compare_total_mag(D('-1.5')))
try: D(0).logb()
except DivisionByZero as e: print('DivisionByZero', type(e).__name__)
