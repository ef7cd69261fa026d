# gradebook with weighted categories, letter grades via bisect, class-level grade boundaries
import bisect

class Gradebook:
    BOUNDS = [60, 70, 80, 90]
    LETTERS = "FDCBA"

    def __init__(self, weights):
        if abs(sum(weights.values()) - 1.0) > 1e-9:
            raise ValueError(f"weights sum to {sum(weights.values())}, not 1")
        self.weights = weights
        self.scores = {}

    def add(self, student, category, score):
        if category not in self.weights:
            raise KeyError(f"unknown category {category!r}")
        self.scores.setdefault(student, {}).setdefault(category, []).append(score)

    def average(self, student):
        cats = self.scores[student]
        total = 0.0
        for cat, w in self.weights.items():
            marks = cats.get(cat, [0])
            total += w * sum(marks) / len(marks)
        return round(total, 2)

    @classmethod
    def letter(cls, avg):
        return cls.LETTERS[bisect.bisect(cls.BOUNDS, avg)]

    def report(self):
        rows = sorted(((self.average(s), s) for s in self.scores), reverse=True)
        return [f"{s:<6}{a:>7.2f} {self.letter(a)}" for a, s in rows]

gb = Gradebook({"homework": 0.3, "exam": 0.5, "project": 0.2})
data = [("ann", "homework", 95), ("ann", "homework", 85), ("ann", "exam", 88), ("ann", "project", 92),
        ("bob", "homework", 70), ("bob", "exam", 59), ("bob", "project", 80),
        ("cy", "exam", 99), ("cy", "project", 100)]
for row in data:
    gb.add(*row)
print("\n".join(gb.report()))
print([Gradebook.letter(x) for x in (59.9, 60, 75, 89.99, 90, 100)])
for bad in (lambda: gb.add("ann", "quiz", 5), lambda: Gradebook({"a": 0.5})):
    try:
        bad()
    except (KeyError, ValueError) as e:
        print(type(e).__name__ + ":", e)
