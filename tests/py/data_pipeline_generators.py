import json
raw = [
    '{"id": 1, "temp": 21.5, "city": "Oslo", "ts": "2024-05-01T10:00"}',
    '{"id": 2, "temp": "n/a", "city": "Rome", "ts": "2024-05-01T10:05"}',
    'not json at all',
    '{"id": 3, "temp": 30.25, "city": "Rome", "ts": "2024-05-01T11:00"}',
    '{"id": 4, "city": "Oslo", "ts": "2024-05-02T09:00"}',
    '{"id": 5, "temp": -3.0, "city": "Oslo", "ts": "2024-05-02T12:30"}',
]
def parse(lines):
    for i, line in enumerate(lines):
        try:
            yield json.loads(line)
        except json.JSONDecodeError as e:
            print(f"  skip line {i}: {e.msg} (col {e.colno})")
def valid(recs):
    for r in recs:
        t = r.get("temp")
        if isinstance(t, (int, float)):
            yield r
        else:
            print(f"  skip id {r['id']}: temp={t!r}")
def enrich(recs):
    for r in recs:
        yield {**r, "temp_f": round(r["temp"] * 9 / 5 + 32, 1), "day": r["ts"][:10]}
pipeline = enrich(valid(parse(raw)))
print(type(pipeline).__name__)
results = list(pipeline)
for r in results:
    print(r)
from itertools import groupby
for day, grp in groupby(sorted(results, key=lambda r: r["day"]), key=lambda r: r["day"]):
    g = list(grp)
    print(day, len(g), max(x["temp"] for x in g), sorted({x["city"] for x in g}))
print(json.dumps(results[0], sort_keys=True), json.dumps([r["temp_f"] for r in results]))
