from dataclasses import dataclass, field
from statistics import mean, median
from collections import defaultdict
@dataclass
class Student:
    name: str
    grades: dict = field(default_factory=dict)
    def add(self, subject, score):
        if not 0 <= score <= 100:
            raise ValueError(f"invalid score {score} for {self.name}")
        self.grades.setdefault(subject, []).append(score)
    def average(self, subject=None):
        scores = self.grades.get(subject, []) if subject else [s for v in self.grades.values() for s in v]
        return mean(scores) if scores else 0.0
records = [("ana", "math", 91), ("ana", "art", 78), ("ben", "math", 65), ("ben", "math", 72), ("ana", "math", 88),
           ("cal", "art", 99), ("cal", "math", 101), ("ben", "art", 80), ("dee", "math", 55)]
students = {}
errors = []
for name, subj, score in records:
    s = students.setdefault(name, Student(name))
    try:
        s.add(subj, score)
    except ValueError as e:
        errors.append(str(e))
print(errors)
by_subject = defaultdict(list)
for s in students.values():
    for subj, scores in s.grades.items():
        by_subject[subj].extend(scores)
for subj in sorted(by_subject):
    sc = by_subject[subj]
    print(f"{subj:<5} n={len(sc)} mean={mean(sc):.2f} median={median(sc)} range={min(sc)}-{max(sc)}")
ranking = sorted(students.values(), key=lambda s: (-s.average(), s.name))
for i, s in enumerate(ranking, 1):
    avg = s.average()
    grade = "A" if avg >= 90 else "B" if avg >= 80 else "C" if avg >= 70 else "F"
    print(f"{i}. {s.name:<4} {avg:6.2f} {grade} {dict(sorted(s.grades.items()))}")
print(students["ana"])
print(round(students["ben"].average("math"), 3), students["dee"].average("art"))
