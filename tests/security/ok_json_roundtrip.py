# cpython: same
# benign control: json round trips of nested data
import json
data = {"users": [{"name": "ann", "age": 31, "tags": ["a", "b"]}, {"name": "bo", "age": None}], "ok": True}
s = json.dumps(data, sort_keys=True, indent=2)
print(s)
print(json.loads(s) == data)
