# Statistics summary of numbers parsed from messy text: mean, median, mode, stdev, quartiles.
import re
import statistics as st

RAW = "temps: 21.5, 19.0; 23.25 | 22 ,18.75, n/a, 25.5, 21.5, -1.0(bad sensor), 20"

def parse_numbers(text):
    return [float(m) for m in re.findall(r"-?\d+(?:\.\d+)?", text)]

values = parse_numbers(RAW)
clean = [v for v in values if v > 0]
print("parsed:", values)
print("clean:", clean)
print(f"count={len(clean)} min={min(clean)} max={max(clean)} range={max(clean) - min(clean)}")
print(f"mean={st.mean(clean):.4f} median={st.median(clean)} mode={st.mode(clean)}")
print(f"stdev={st.stdev(clean):.4f} pstdev={st.pstdev(clean):.4f} variance={st.variance(clean):.4f}")
print("median_low/high:", st.median_low(clean), st.median_high(clean))
print("quartiles:", st.quantiles(clean, n=4))
print("deciles:", [round(q, 2) for q in st.quantiles(clean, n=10)])
print("fmean:", round(st.fmean(clean), 6), "geometric:", round(st.geometric_mean(clean), 4), "harmonic:", round(st.harmonic_mean(clean), 4))
print("multimode:", st.multimode([1, 1, 2, 2, 3]), st.multimode("aabbbc"))
print("ints:", st.mean([1, 2, 3, 4]), st.median([1, 3, 2, 4]), st.mean([1, 2]))
from fractions import Fraction
print(st.mean([Fraction(1, 3), Fraction(2, 3)]), st.variance([1, 2, 3, 4]))
for bad in ([], [5]):
    try:
        print(st.stdev(bad))
    except st.StatisticsError as e:
        print("StatisticsError:", e)
z = [(v - st.mean(clean)) / st.stdev(clean) for v in clean]
print("z-scores:", " ".join(f"{x:+.2f}" for x in z))
print("corr:", round(st.correlation([1, 2, 3, 4, 5], [2, 4, 5, 4, 5]), 6))
print("linreg:", tuple(round(x, 4) for x in st.linear_regression([1, 2, 3, 4, 5], [2, 4, 5, 4, 5])))
