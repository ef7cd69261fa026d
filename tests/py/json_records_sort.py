import json
raw = '''[
 {"name": "Ann", "dept": "eng", "salary": 120000, "start": "2019-03-01", "skills": ["py", "go"]},
 {"name": "Bob", "dept": "ops", "salary": 95000.5, "start": "2021-07-15", "skills": []},
 {"name": "Cy", "dept": "eng", "salary": 120000, "start": "2018-11-30", "skills": ["rust"], "manager": null},
 {"name": "Di", "dept": "sales", "salary": 70000, "start": "2020-01-01", "skills": ["excel", "sql"], "remote": true},
 {"name": "Ed", "dept": "ops", "salary": 99999, "start": "2021-07-15", "skills": ["bash"]}
]'''
people = json.loads(raw)
print(type(people), len(people), people[1]["salary"], people[2].get("manager"), people[3]["remote"])
people.sort(key=lambda p: (p["dept"], -p["salary"], p["name"]))
for p in people:
    print(f"{p['dept']:<6} {p['name']:<4} {p['salary']:>10,.2f} {','.join(p['skills']) or '-'}")
by_dept = {}
for p in people:
    by_dept.setdefault(p["dept"], []).append(p)
summary = {d: {"count": len(ps), "avg": sum(p["salary"] for p in ps) / len(ps), "names": [p["name"] for p in ps]} for d, ps in by_dept.items()}
print(json.dumps(summary, indent=2))
print(json.dumps(summary, sort_keys=True, separators=(",", ":")))
print(json.dumps({"é": "ünï", "emoji": "😀", "tab": "\t", "ctrl": "\x01"}), json.dumps("é", ensure_ascii=False))
print(json.dumps([1.0, 0.1, 1e100, -0.0, 3, True, None, float("inf")]), json.dumps({1: "a", 2.5: "b", True: "c", None: "d"}))
print(json.dumps([[1, [2, []]], {}], indent=0), json.dumps({"a": [1, 2]}, indent="\t"))
newest = max(people, key=lambda p: (p["start"], p["name"]))
print(newest["name"], sorted(people, key=lambda p: p["start"])[0]["name"])
try:
    json.loads('{"a": 1,}')
except json.JSONDecodeError as e:
    print("JSONDecodeError:", e, e.pos, e.lineno, e.colno)
try:
    json.loads("[1, 2")
except ValueError as e:
    print(type(e).__name__, e)
try:
    json.dumps({"s": {1, 2}})
except TypeError as e:
    print("TypeError:", e)
print(json.dumps({"d": __import__("datetime").date(2024, 1, 2)}, default=str))
print(json.loads('{"a": 1, "a": 2}'), json.loads("1e400"), json.loads('"\\ud83d\\ude00"'), json.loads("NaN"))
