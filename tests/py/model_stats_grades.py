# Grade statistics per student from text records: mean/median/stdev, letter grades, ranking.
import statistics
from collections import defaultdict

RECORDS = """alice:math:91
bob:math:78
alice:physics:85
carol:math:62
bob:physics:88
carol:physics:71
alice:chem:99
bob:chem:70
carol:chem:58
dave:math:100"""

scores = defaultdict(dict)
for line in RECORDS.splitlines():
    name, subject, score = line.split(":")
    scores[name][subject] = int(score)

def letter(avg):
    for cut, g in ((90, "A"), (80, "B"), (70, "C"), (60, "D")):
        if avg >= cut:
            return g
    return "F"

summary = []
for name, subj in scores.items():
    vals = list(subj.values())
    avg = statistics.mean(vals)
    sd = statistics.stdev(vals) if len(vals) > 1 else 0.0
    summary.append((name, avg, statistics.median(vals), sd, letter(avg)))
summary.sort(key=lambda r: (-r[1], r[0]))
print(f"{'#':<3}{'name':<7}{'mean':>7}{'median':>8}{'stdev':>8}  grade")
for rank, (name, avg, med, sd, g) in enumerate(summary, 1):
    print(f"{rank:<3}{name:<7}{avg:>7.2f}{med:>8}{sd:>8.3f}  {g}")
subjects = sorted({s for d in scores.values() for s in d})
for s in subjects:
    vals = [d[s] for d in scores.values() if s in d]
    print(f"{s:<8} n={len(vals)} mean={statistics.fmean(vals):.1f} range={min(vals)}-{max(vals)} pvar={statistics.pvariance(vals):.2f}")
