# statistics: linear_regression (and proportional), NormalDist (cdf, inv_cdf by AS241, pdf,
# overlap, zscore, quantiles, arithmetic, from_samples, samples with a seed)
import statistics
from statistics import NormalDist
print(statistics.linear_regression([1, 2, 3, 4, 5], [2, 4, 5, 4, 5]))
print(statistics.linear_regression([1, 2, 3], [2, 4, 6.5], proportional=True), statistics.linear_regression([1.5, 2, 3], [1, 0, 2]).slope)
for bad in [lambda: statistics.linear_regression([1], [2]), lambda: statistics.linear_regression([1, 1], [2, 3]),
            lambda: statistics.linear_regression([1, 2], [1]), lambda: NormalDist(0, -1), lambda: NormalDist().inv_cdf(1.0),
            lambda: NormalDist(0, 0).cdf(1), lambda: NormalDist().overlap(3)]:
    try:
        bad()
    except (statistics.StatisticsError, TypeError) as e:
        print(type(e).__name__, e)
nd = NormalDist(100, 15)
print(nd, nd.cdf(115), nd.inv_cdf(0.95), nd.pdf(100), nd.overlap(NormalDist(110, 15)), nd.zscore(130))
print([round(NormalDist().inv_cdf(p), 12) for p in (1e-10, 0.001, 0.02, 0.3, 0.5, 0.7, 0.975, 0.999999)])
print(NormalDist().inv_cdf(1e-300), NormalDist(5, 2).quantiles(), NormalDist().quantiles(10))
print(nd.mean, nd.median, nd.mode, nd.stdev, nd.variance, nd + 5, nd * 2, nd - NormalDist(10, 20), 5 - nd, -nd, nd / 3, nd == NormalDist(100, 15))
print(NormalDist.from_samples([2.5, 3.1, 2.1, 2.4, 2.7, 3.5]), NormalDist(0, 1).overlap(NormalDist(1, 2)), NormalDist(2, 1).overlap(NormalDist(2, 1)))
s = NormalDist(10, 2).samples(5, seed=42)
print(len(s), s == NormalDist(10, 2).samples(5, seed=42), round(sum(s), 6))
