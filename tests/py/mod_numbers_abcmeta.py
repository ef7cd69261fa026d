# the numeric ABCs have ABCMeta as their type; register() is not an attribute of numbers
import numbers
from fractions import Fraction
from decimal import Decimal

print(type(numbers.Number), type(numbers.Integral), hasattr(1, 'register'), hasattr(2.5, 'register'))
print([n for n in dir(1) if not n.startswith('_')])
class Money:
    pass
numbers.Real.register(Money)
print(isinstance(Money(), numbers.Real), isinstance(Money(), numbers.Number),
      isinstance(Money(), numbers.Integral), issubclass(Money, numbers.Complex))
print(isinstance(Fraction(1), numbers.Rational), isinstance(Decimal(1), numbers.Number),
      isinstance(Decimal(1), numbers.Real), isinstance(True, numbers.Integral), isinstance(1.5, numbers.Rational))
class N2(numbers.Integral):
    pass
print(type(N2), N2.__mro__)
