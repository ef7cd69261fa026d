# Grade statistics with the statistics module: z-scores, percentiles, NormalDist, grouped median
import statistics as st

scores = {"ana": 88, "ben": 72, "cai": 95, "dev": 64, "eli": 81, "fay": 77, "gus": 90, "hal": 58,
          "ivy": 85, "jon": 72, "kim": 99, "leo": 70}
vals = list(scores.values())
mu, sigma = st.mean(vals), st.stdev(vals)
print(f"mean={mu:.4f} median={st.median(vals)} stdev={sigma:.4f} pstdev={st.pstdev(vals):.4f}")
print("mode:", st.mode(vals), "multimode:", st.multimode(vals))
for name in sorted(scores, key=scores.get, reverse=True):
    z = (scores[name] - mu) / sigma
    print(f"{name} {scores[name]:3d} z={z:+.3f}")
print("quartiles exclusive:", st.quantiles(vals, n=4))
print("quartiles inclusive:", st.quantiles(vals, n=4, method="inclusive"))
print("grouped median:", st.median_grouped([52, 52, 53, 54, 54, 54, 55, 56]), st.median_grouped([1, 2, 2, 3, 4, 4, 4, 5], interval=2))
nd = st.NormalDist.from_samples(vals)
print(f"{nd.mean:.4f} {nd.stdev:.4f} {nd.cdf(90):.6f} {nd.inv_cdf(0.9):.4f} {nd.pdf(80):.6f}")
print([round(q, 3) for q in nd.quantiles(5)])
print(f"{nd.zscore(99):.4f}", f"{nd.overlap(st.NormalDist(80, 5)):.6f}")
a, b = st.NormalDist(0, 1), st.NormalDist(1, 2)
print(a + b, a * 3, b - 1, round((a + b).stdev, 10))
print(st.fmean([1, 2, 3, 4], weights=[4, 3, 2, 1]) if hasattr(st, "fmean") else None)
print(st.pvariance([1.5, 2.5, 2.5, 2.75, 3.25, 4.75]), st.variance([1, 3, 5, 7], xbar=4))
