# Student gradebook: averages, letter grades, ranking
students = {
    "alice": [92, 88, 95, 79],
    "bob": [75, 64, 80, 70],
    "carol": [58, 62, 49, 71],
    "dave": [88, 91, 94, 99],
    "erin": [90, 90, 90, 90],
}
def letter(avg):
    for cutoff, grade in [(90, "A"), (80, "B"), (70, "C"), (60, "D")]:
        if avg >= cutoff:
            return grade
    return "F"
report = []
for name, scores in students.items():
    avg = sum(scores) / len(scores)
    report.append((name, avg, letter(avg), max(scores), min(scores)))
report.sort(key=lambda r: (-r[1], r[0]))
print(f"{'Rank':<5}{'Name':<8}{'Avg':>7}{'Grade':>6}{'Best':>6}{'Worst':>6}")
for rank, (name, avg, grade, best, worst) in enumerate(report, 1):
    print(f"{rank:<5}{name.title():<8}{avg:>7.2f}{grade:>6}{best:>6}{worst:>6}")
distribution = {}
for _, _, grade, _, _ in report:
    distribution[grade] = distribution.get(grade, 0) + 1
print(dict(sorted(distribution.items())))
class_avg = sum(r[1] for r in report) / len(report)
print(f"class average: {class_avg:.3f}")
per_test = [sum(s[i] for s in students.values()) / len(students) for i in range(4)]
print("per test:", [round(x, 1) for x in per_test])
improved = [n for n, s in students.items() if s[-1] > s[0]]
print("improved:", improved)
median_scores = {}
for n, s in students.items():
    ordered = sorted(s)
    median_scores[n] = (ordered[1] + ordered[2]) / 2
print(median_scores)
