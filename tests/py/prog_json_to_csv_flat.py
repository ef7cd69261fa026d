# Flatten a list of nested JSON objects into CSV columns (dotted keys, joined lists).
import csv
import io
import json

DATA = json.loads("""[
 {"id": 1, "name": "Ann", "address": {"city": "Oslo", "geo": {"lat": 59.9, "lon": 10.7}}, "tags": ["a", "b"]},
 {"id": 2, "name": "Bo", "address": {"city": "Rome"}, "tags": [], "active": false},
 {"id": 3, "name": "Cy, Jr.", "tags": ["x"], "active": true}
]""")

def flatten(obj, prefix=""):
    out = {}
    for k, v in obj.items():
        key = f"{prefix}{k}"
        if isinstance(v, dict):
            out.update(flatten(v, key + "."))
        elif isinstance(v, list):
            out[key] = "|".join(map(str, v))
        else:
            out[key] = v
    return out

rows = [flatten(d) for d in DATA]
columns = []
for r in rows:
    for k in r:
        if k not in columns:
            columns.append(k)
buf = io.StringIO()
w = csv.DictWriter(buf, fieldnames=columns, restval="", lineterminator="\n")
w.writeheader()
w.writerows(rows)
print(buf.getvalue())
print(columns)
