# JSON round trips: indent, sort_keys, separators, nested data, custom default and object_hook.
import json
from dataclasses import dataclass, asdict
from datetime import date

@dataclass
class Order:
    id: int
    customer: str
    items: list
    placed: date

def encode(obj):
    if isinstance(obj, date):
        return obj.isoformat()
    if isinstance(obj, set):
        return sorted(obj)
    raise TypeError(f"Object of type {type(obj).__name__} is not JSON serializable")

order = Order(7, "Zoë", [{"sku": "A1", "qty": 2, "price": 3.5}, {"sku": "B2", "qty": 1, "price": 10}], date(2024, 3, 1))
text = json.dumps(asdict(order), default=encode, indent=2)
print(text)
back = json.loads(text)
print(back["placed"], type(back["placed"]).__name__, back["items"][0]["price"])
print(json.dumps(asdict(order), default=encode, ensure_ascii=False, sort_keys=True))
print(json.dumps({"b": 1, "a": [1, 2, {"z": None, "y": True}]}, sort_keys=True, separators=(",", ":")))
print(json.dumps({"tags": {"x", "b", "m"}}, default=encode))
try:
    json.dumps({"when": object()}, default=encode)
except TypeError as e:
    print(type(e).__name__, e)
try:
    json.dumps({"x": object()})
except TypeError as e:
    print(type(e).__name__, e)

def hook(d):
    if "placed" in d:
        d["placed"] = date.fromisoformat(d["placed"])
    return d
o = json.loads(text, object_hook=hook)
print(repr(o["placed"]), o["placed"].strftime("%A %d %B %Y"))
print(json.dumps([1.0, 2.5, 1e20, -0.0, 10**20]))
print(json.dumps("tab\there \"quoted\" \u00e9 \U0001F600"))
print(json.loads('{"a": [1, 2.0, "3", null, false]}'))
for bad in ['{"a": 1,}', '[1, 2', 'nul']:
    try:
        json.loads(bad)
    except json.JSONDecodeError as e:
        print("JSONDecodeError:", e)
