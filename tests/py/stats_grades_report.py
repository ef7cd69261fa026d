import statistics as st
grades = {"ann": [88, 92, 79, 93], "bob": [75, 64, 80, 71], "cy": [95, 98, 100, 97], "di": [60, 85, 70, 90], "ed": [82, 82, 82, 82]}
def letter(avg):
    for cut, l in ((90, "A"), (80, "B"), (70, "C"), (60, "D")):
        if avg >= cut:
            return l
    return "F"
print(f"{'name':<5}{'mean':>7}{'median':>8}{'stdev':>8}{'min':>5}{'max':>5} grade")
for name, gs in sorted(grades.items(), key=lambda kv: -st.mean(kv[1])):
    m = st.mean(gs)
    print(f"{name:<5}{m:>7.2f}{st.median(gs):>8}{st.stdev(gs):>8.3f}{min(gs):>5}{max(gs):>5} {letter(m)}")
allg = [g for gs in grades.values() for g in gs]
print(st.mean(allg), st.median(allg), st.mode(allg), st.multimode(allg), round(st.pstdev(allg), 6), round(st.variance(allg), 6))
print(st.median_low([1, 2, 3, 4]), st.median_high([1, 2, 3, 4]), st.median([1, 2, 3, 4]), st.mean([1.5, 2.5]), st.fmean([1, 2, 3, 4]))
print(st.quantiles(allg, n=4), st.quantiles(allg, n=10, method="inclusive"), st.harmonic_mean([40, 60]), round(st.geometric_mean([1, 10, 100]), 9))
try:
    st.mean([])
except st.StatisticsError as e:
    print("StatisticsError:", e)
try:
    st.stdev([5])
except st.StatisticsError as e:
    print("StatisticsError:", e)
print(st.mode(["a", "b", "b", "c"]), st.median_grouped([1, 2, 2, 3, 4]), st.pvariance([1, 2, 3, 4]), st.mean([True, False, True]))
corr = st.correlation([1, 2, 3, 4, 5], [2, 4, 5, 4, 5])
slope, intercept = st.linear_regression([1, 2, 3, 4, 5], [2, 4, 5, 4, 5])
print(round(corr, 10), round(slope, 10), round(intercept, 10), st.covariance([1, 2, 3], [1, 2, 4]))
nd = st.NormalDist(100, 15)
print(round(nd.cdf(115), 6), round(nd.inv_cdf(0.975), 6), nd.mean, nd.stdev, round(nd.pdf(100), 8), nd)
