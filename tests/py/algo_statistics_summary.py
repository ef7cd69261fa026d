# statistics module: mean/median/mode, variance and stdev, quantiles, correlation
import statistics as st

data = [2.5, 3.1, 4.7, 3.1, 5.0, 6.2, 3.1, 4.4, 5.9, 2.8]
print("mean", st.mean(data))
print("fmean", st.fmean(data))
print("median", st.median(data), st.median_low(data), st.median_high(data))
print("mode", st.mode(data), st.multimode([1, 1, 2, 2, 3]))
print("pvariance", round(st.pvariance(data), 10), "variance", round(st.variance(data), 10))
print("pstdev", round(st.pstdev(data), 10), "stdev", round(st.stdev(data), 10))
print("quantiles", st.quantiles(data, n=4))
print("deciles", [round(q, 3) for q in st.quantiles(range(1, 101), n=10)])
print("geo", round(st.geometric_mean([1, 2, 4, 8]), 10), "harm", st.harmonic_mean([40, 60]))
ints = [1, 2, 3, 4, 5, 6, 7, 8]
print(st.mean(ints), st.median(ints), st.variance(ints), st.pstdev([2, 4, 4, 4, 5, 5, 7, 9]))
x = [1, 2, 3, 4, 5]
y = [2, 4, 5, 4, 5]
print("corr", round(st.correlation(x, y), 10))
slope, intercept = st.linear_regression(x, y)
print("regression", round(slope, 10), round(intercept, 10))
print("covariance", st.covariance(x, y))
from fractions import Fraction
print(st.mean([Fraction(1, 2), Fraction(1, 3)]), st.median([3, 1, 2]), st.mode(["b", "a", "b"]))
try:
    st.mean([])
except st.StatisticsError as e:
    print("StatisticsError:", e)
try:
    st.variance([1])
except st.StatisticsError as e:
    print("StatisticsError:", e)
nd = st.NormalDist(100, 15)
print(round(nd.cdf(115), 6), round(nd.inv_cdf(0.975), 4), nd.mean, nd.stdev)
