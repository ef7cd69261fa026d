# sorting records with key functions that return tuples
import random

DEPARTMENTS = ["engineering", "sales", "marketing", "support", "finance", "legal", "hr"]
FIRST = ["alice", "bob", "carol", "dave", "erin", "frank", "grace", "heidi", "ivan", "judy",
         "mallory", "niaj", "olivia", "peggy", "rupert", "sybil", "trent", "victor", "walter"]
LAST = ["smith", "jones", "brown", "taylor", "wilson", "davies", "evans", "thomas", "roberts"]


def make_employees(n, rng):
    employees = []
    for i in range(n):
        employees.append({
            "id": i,
            "name": f"{rng.choice(FIRST)} {rng.choice(LAST)}",
            "dept": rng.choice(DEPARTMENTS),
            "salary": rng.randrange(40_000, 200_000, 500),
            "age": rng.randint(21, 65),
        })
    return employees


def main():
    rng = random.Random(2024)
    employees = make_employees(60_000, rng)

    by_dept = sorted(employees, key=lambda e: (e["dept"], -e["salary"], e["name"], e["id"]))
    print("first:", by_dept[0]["dept"], by_dept[0]["salary"], by_dept[0]["name"])
    print("last:", by_dept[-1]["dept"], by_dept[-1]["salary"], by_dept[-1]["name"])

    by_age = sorted(employees, key=lambda e: (e["age"], e["name"], e["id"]), reverse=True)
    print("oldest:", [(e["age"], e["name"], e["id"]) for e in by_age[:3]])

    names = sorted({e["name"] for e in employees}, key=lambda s: (len(s), s))
    print("shortest names:", names[:3], "longest:", names[-1])

    points = [(rng.randint(-1000, 1000), rng.randint(-1000, 1000)) for _ in range(40_000)]
    points.sort(key=lambda p: (p[0] * p[0] + p[1] * p[1], p))
    print("closest points:", points[:4])


if __name__ == "__main__":
    main()
