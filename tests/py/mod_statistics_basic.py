# statistics: exact means/variances like CPython, medians, modes, quantiles, errors
import statistics as st
from fractions import Fraction as F
data = [2.75, 1.75, 1.25, 0.25, 0.5, 1.25, 3.5]
print(st.mean([1, 2, 3, 4, 4]), st.mean([1, 2, 3]), st.mean(data), st.mean([0.1, 0.2, 0.3]), st.mean([F(1, 3), F(2, 3)]), st.mean([1, 2.5]))
print(st.fmean([3.5, 4.0, 5.25]), st.fmean([0.1] * 10), st.fmean([1, 2, 3], weights=[3, 2, 1]))
print(st.median([1, 3, 5]), st.median([1, 3, 5, 7]), st.median([1, 2]), st.median_low([1, 3, 5, 7]), st.median_high([1, 3, 5, 7]), st.median_grouped([52, 52, 53, 54]))
print(st.mode([1, 1, 2, 3, 3, 3, 3, 4]), st.mode(["red", "blue", "blue", "red", "green", "red", "red"]), st.multimode("aabbbbccddddeeffffgg"), st.multimode([]))
print(st.variance(data), st.pvariance(data), st.stdev(data), st.pstdev(data))
print(st.variance([1, 2, 3, 4]), st.pvariance([1, 2, 3, 4]), st.stdev([1, 2, 3, 4]), st.variance([F(1, 4), F(5, 4), F(1, 2)]), st.pvariance([0.0, 0.25, 0.25, 1.25, 1.5, 1.75, 2.75, 3.25]))
print(st.stdev([1.5, 2.5, 2.5, 2.75, 3.25, 4.75]), st.pstdev([0.1, 0.2, 0.3, 0.4]), st.variance([1e9 + 0.1, 1e9 + 0.2, 1e9 + 0.3]), st.variance(data, st.mean(data)))
print(st.quantiles([105, 129, 87, 86, 111, 111, 89, 81, 108, 92, 110, 100, 75, 105, 103, 109, 76, 119, 99, 91, 103, 129, 106, 101, 84, 111, 74, 87, 86, 103, 103, 106, 86, 111, 75, 87, 102, 121, 111, 88, 89, 101, 106, 95, 103, 107, 101, 81, 109, 104], n=10))
print(st.quantiles([1, 2, 3, 4, 5]), st.quantiles([1, 2, 3, 4, 5], n=4, method="inclusive"), st.quantiles([1.5, 2.5], n=3))
print(st.harmonic_mean([40, 60]), st.harmonic_mean([2.5, 3, 10]), st.harmonic_mean([40, 60], weights=[5, 30]), st.harmonic_mean([1, 0, 3]), st.geometric_mean([54, 24, 36]))
print(st.covariance([1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 1, 2, 3, 1, 2, 3]), st.correlation([1, 2, 3, 4, 5, 6, 7, 8, 9], [9, 8, 7, 6, 5, 4, 3, 2, 1]))
print(st.mean(range(1, 101)), st.median(range(10)), st.mean([True, False, True]), st.mean([10**20, 10**20 + 2]), st.variance([10**20, 10**20 + 2, 10**20 + 4]))
for f in [lambda: st.mean([]), lambda: st.variance([1]), lambda: st.stdev([]), lambda: st.mode([]), lambda: st.median([]),
          lambda: st.quantiles([1]), lambda: st.harmonic_mean([-1, 2]), lambda: st.geometric_mean([0, 1]), lambda: st.mean(["a"])]:
    try:
        print(f())
    except st.StatisticsError as e:
        print("StatisticsError:", e)
    except TypeError as e:
        print("TypeError:", e)
print(issubclass(st.StatisticsError, ValueError))
