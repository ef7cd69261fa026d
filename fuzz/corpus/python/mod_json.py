# json dumps and loads
import json
data = {"name": "Ann", "age": 30, "tags": ["a", "b"], "active": True, "score": 9.5, "none": None, "nested": {"k": [1, 2]}}
s = json.dumps(data)
print(s)
print(json.dumps(data, indent=2))
print(json.dumps(data, sort_keys=True, separators=(",", ":")))
back = json.loads(s)
print(back == data, back["nested"]["k"], type(back["age"]).__name__, type(back["score"]).__name__)
print(json.loads("[1, 2.0, \"x\", null, true, false, {}]"))
print(json.dumps("é and \"quotes\"\n"), json.dumps("é", ensure_ascii=False))
print(json.dumps([1, (2, 3)]), json.dumps({1: "int key"}), json.dumps(1e16), json.dumps(0.1))
print(json.loads('{"a": {"b": {"c": [1, {"d": 2}]}}}')["a"]["b"]["c"][1]["d"])
try:
    json.loads("{bad json}")
except json.JSONDecodeError as e:
    print("JSONDecodeError:", e)
try:
    json.dumps({1, 2})
except TypeError as e:
    print("TypeError:", e)
print(json.dumps([]), json.dumps({}), json.dumps(None), json.dumps(2 ** 70))
