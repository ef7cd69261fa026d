# Averages per group with a defaultdict; one empty group triggers an uncaught ZeroDivisionError
from collections import defaultdict

records = [("math", 91), ("math", 78), ("art", 88), ("physics", 67), ("art", 95), ("math", 84), ("physics", 73)]
groups = defaultdict(list)
for subject, score in records:
    groups[subject].append(score)
groups["music"]
for subject in sorted(groups):
    scores = groups[subject]
    print(f"{subject:8} n={len(scores)} total={sum(scores)}")
for subject in sorted(groups):
    scores = groups[subject]
    mean = sum(scores) / len(scores)
    print(f"{subject:8} mean={mean:.2f} spread={max(scores) - min(scores)}")
