# statistics with Decimal data: results stay Decimal (mean, variance, stdev via CPython's _decimal_sqrt_of_frac); mixing Decimal with float or Fraction is refused.
import statistics as st
from decimal import Decimal as D, getcontext
from fractions import Fraction
data = [D("1.5"), D("2.5"), D("2.5"), D("2.75"), D("3.25"), D("4.75")]
print(st.mean(data), st.median(data), st.mode(data), st.variance(data), st.pvariance(data))
print(st.stdev(data), st.pstdev(data), st.mean([D("10"), 2, True]), st.median_low(data), st.median_high(data))
print(st.mean([D("0.1")] * 3), st.stdev([D("1"), D("2"), D("4")]), st.pstdev([D(2), D(2)]), st.variance([D("1.1"), D("2.2")]))
prices = [D("19.99"), D("5.49"), D("3.00"), D("12.75")]
print(st.mean(prices), st.quantiles([1, 2, 3, 4, 5], n=4) if False else "", st.harmonic_mean([D(1), D(2)]) if False else "")
for bad in ([D("1"), 2.5], [D("1"), Fraction(1, 2)]):
    try:
        print(st.mean(bad))
    except TypeError as e:
        print("TypeError:", e)
print(st.mean([D("NaN"), D(1)]), st.mean([D("Infinity"), D(1)]))
getcontext().prec = 6
print(st.mean([D(1), D(2), D(2)]), st.stdev([D(1), D(2), D(2)]))
