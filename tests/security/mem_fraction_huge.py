# args: --max-memory 64M --timeout 2
# known bug: F9 family: Fraction arithmetic on huge ints spends seconds in one GMP call past the deadline; under MCP the worker is sometimes killed at the deadline plus the grace
# Fraction arithmetic that grows without bound
from fractions import Fraction
x = Fraction(1, 3)
while True:
    x = x * x + Fraction(1, 7)
