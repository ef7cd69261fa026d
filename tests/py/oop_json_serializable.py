# objects to/from JSON: to_dict/from_dict classmethods, nested objects, custom encoder default=
import json
from dataclasses import dataclass, asdict, field
from typing import List

@dataclass
class Address:
    street: str
    city: str

@dataclass
class Person:
    name: str
    age: int
    address: Address
    tags: List[str] = field(default_factory=list)

    @classmethod
    def from_dict(cls, d):
        return cls(d["name"], d["age"], Address(**d["address"]), d.get("tags", []))

class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y
    def to_json(self):
        return {"__point__": True, "x": self.x, "y": self.y}
    def __repr__(self):
        return f"Point({self.x}, {self.y})"

def encode(obj):
    if hasattr(obj, "to_json"):
        return obj.to_json()
    if isinstance(obj, set):
        return sorted(obj)
    raise TypeError(f"Object of type {type(obj).__name__} is not JSON serializable")

def decode(d):
    if d.get("__point__"):
        return Point(d["x"], d["y"])
    return d

p = Person("Ann", 31, Address("1 Main St", "Springfield"), ["admin"])
text = json.dumps(asdict(p), sort_keys=True)
print(text)
back = Person.from_dict(json.loads(text))
print(back, back == p)
shapes = {"corners": [Point(0, 0), Point(2, 3)], "ids": {3, 1, 2}}
s = json.dumps(shapes, default=encode)
print(s)
print(json.loads(s, object_hook=decode))
try:
    json.dumps({"bad": object()}, default=encode)
except TypeError as e:
    print("TypeError:", e)
print(json.dumps(asdict(p), indent=2)[:60].splitlines())
