# args: --max-memory 64M --timeout 2
# Fraction arithmetic that grows without bound
from fractions import Fraction
x = Fraction(1, 3)
while True:
    x = x * x + Fraction(1, 7)
