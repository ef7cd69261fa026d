# polymorphic (de)serialization: dataclass shapes with a type tag, to/from JSON round trip
import json
import math
from dataclasses import dataclass, asdict, fields

REGISTRY = {}

def tagged(cls):
    REGISTRY[cls.__name__.lower()] = cls
    return cls

@tagged
@dataclass
class Circle:
    r: float
    def area(self):
        return math.pi * self.r ** 2

@tagged
@dataclass
class Rect:
    w: float
    h: float
    def area(self):
        return self.w * self.h

@tagged
@dataclass
class Group:
    items: list
    def area(self):
        return sum(i.area() for i in self.items)

def to_obj(shape):
    d = {"type": type(shape).__name__.lower()}
    for f in fields(shape):
        v = getattr(shape, f.name)
        d[f.name] = [to_obj(x) for x in v] if isinstance(v, list) else v
    return d

def from_obj(d):
    d = dict(d)
    cls = REGISTRY[d.pop("type")]
    return cls(**{k: [from_obj(x) for x in v] if isinstance(v, list) else v for k, v in d.items()})

scene = Group([Circle(1.0), Rect(2, 3), Group([Rect(1, 1), Circle(0.5)])])
text = json.dumps(to_obj(scene))
print(text)
back = from_obj(json.loads(text))
print(back == scene, round(back.area(), 4), type(back.items[2].items[1]).__name__)
print(sorted(REGISTRY), asdict(Rect(1, 2)))
try:
    from_obj({"type": "hexagon"})
except KeyError as e:
    print("KeyError:", e)
