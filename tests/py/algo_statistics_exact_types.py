# statistics with exact types: Fraction and Decimal inputs keep their type; mixed ints; mode of strings
import statistics as st
from decimal import Decimal
from fractions import Fraction

fr = [Fraction(1, 2), Fraction(3, 4), Fraction(5, 4), Fraction(1, 4)]
de = [Decimal("1.10"), Decimal("2.20"), Decimal("3.30"), Decimal("4.45")]
print(st.mean(fr), st.median(fr), st.variance(fr), st.pvariance(fr), st.harmonic_mean(fr))
print(st.mean(de), st.median(de), st.variance(de), st.pvariance(de), st.stdev(de))
print(type(st.mean(fr)).__name__, type(st.mean(de)).__name__, type(st.mean([1, 2, 4])).__name__, st.mean([1, 2, 4]))
print(st.mean([1, 2.5]), st.median([1, 3]), st.median([1, 2, 3, 4]), st.median_low([1, 2, 3, 4]), st.median_high([1, 2, 3, 4]))
print(st.mode(["red", "blue", "red", "green"]), st.multimode("aabbbcccc"), st.multimode([]), st.mode([1.5, 1.5, 2]))
print(st.variance([1, 2, 3, 4, 5]), st.pvariance([1, 2, 3, 4, 5]), st.stdev([1.5, 2.5, 3.5]), st.pstdev([Fraction(1), Fraction(3)]))
print(st.quantiles([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], n=5), st.quantiles([Fraction(1), Fraction(2), Fraction(4)], n=2))
print(st.geometric_mean([2, 8]), st.harmonic_mean([1, 2, 4]), st.harmonic_mean([2.5, 5, 10], weights=[1, 2, 3]) if hasattr(st, "harmonic_mean") else "")
for bad in ([], [1]):
    for fn in (st.stdev, st.mode):
        try:
            print(fn.__name__, fn(bad))
        except st.StatisticsError as e:
            print(fn.__name__, "StatisticsError:", e)
try:
    st.mean([Fraction(1), Decimal(1)])
except TypeError as e:
    print("TypeError:", e)
