# statistics: result types follow the data (int, float, Fraction); rounding of float sums
import statistics
from fractions import Fraction
print(type(statistics.mean([1, 2, 3])).__name__, type(statistics.mean([1, 2])).__name__, type(statistics.mean([1.0, 2.0])).__name__)
print(repr(statistics.mean([Fraction(1, 2), Fraction(1, 3)])), repr(statistics.variance([Fraction(1), Fraction(2), Fraction(4)])))
print(statistics.mean([1e16, 1.0, -1e16]), statistics.mean([0.1] * 7), statistics.fmean([1e16, 1.0, -1e16]))
print(statistics.variance([0.1, 0.2, 0.3, 0.4, 0.5]), statistics.stdev([2, 4, 4, 4, 5, 5, 7, 9]), statistics.pstdev([2, 4, 4, 4, 5, 5, 7, 9]))
print(statistics.pvariance([1, 2, 3, 4, 5], mu=3), statistics.variance((x / 7 for x in range(20))))
print(statistics.median([3, 1, 2.5]), statistics.median([Fraction(1, 2), Fraction(1, 3)]), statistics.mode([1.5, 2.5, 1.5]))
print(statistics.stdev([1, 1, 1]), statistics.mean([float("inf"), 1.0]), statistics.variance([1.5, float("nan")]))
