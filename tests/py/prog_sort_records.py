# Sorting records by multiple keys: tuples, reverse on one key, stable multi-pass, attrgetter.
from operator import itemgetter
from functools import cmp_to_key

people = [
    {"name": "alice", "dept": "eng", "age": 30, "salary": 120000},
    {"name": "Bob", "dept": "ops", "age": 25, "salary": 70000},
    {"name": "carol", "dept": "eng", "age": 35, "salary": 120000},
    {"name": "dave", "dept": "ops", "age": 25, "salary": 65000},
    {"name": "Eve", "dept": "eng", "age": 28, "salary": 95000},
    {"name": "frank", "dept": "hr", "age": 41, "salary": 60000},
]

def show(title, rows):
    print(title)
    for p in rows:
        print(f"  {p['name']:<6} {p['dept']:<4} {p['age']:>3} {p['salary']:>9,}")

show("by dept, then salary desc, then name:",
     sorted(people, key=lambda p: (p["dept"], -p["salary"], p["name"].lower())))
tmp = sorted(people, key=itemgetter("name"))
tmp.sort(key=itemgetter("age"), reverse=True)
show("two passes (age desc, stable by name):", tmp)
show("case-insensitive names:", sorted(people, key=lambda p: p["name"].casefold()))
print([p["name"] for p in sorted(people, key=itemgetter("name"))])

def compare(a, b):
    if a["dept"] != b["dept"]:
        return -1 if a["dept"] > b["dept"] else 1
    return a["age"] - b["age"]

print([p["name"] for p in sorted(people, key=cmp_to_key(compare))])
print(sorted(people, key=itemgetter("age", "salary"))[0]["name"])
print(max(people, key=lambda p: (p["salary"], p["age"]))["name"], min(people, key=itemgetter("age"))["name"])
versions = ["1.10.0", "1.2.3", "1.2.10", "0.9", "1.2"]
print(sorted(versions), sorted(versions, key=lambda v: tuple(map(int, v.split(".")))))
mixed = ["b10", "a2", "a10", "b1", "a1"]
import re
print(sorted(mixed, key=lambda s: [int(t) if t.isdigit() else t for t in re.split(r"(\d+)", s)]))
