# A custom JSONEncoder subclass for Decimal, datetime, Enum and dataclasses; decoding with hooks.
import json
from dataclasses import dataclass, field, asdict, is_dataclass
from datetime import datetime, date
from decimal import Decimal
from enum import Enum

class Status(Enum):
    ACTIVE = "active"
    BANNED = "banned"

@dataclass
class User:
    name: str
    joined: date
    balance: Decimal
    status: Status = Status.ACTIVE
    tags: list = field(default_factory=list)

class AppEncoder(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, (datetime, date)):
            return {"__date__": o.isoformat()}
        if isinstance(o, Decimal):
            return str(o)
        if isinstance(o, Enum):
            return o.value
        if is_dataclass(o):
            return asdict(o)
        return super().default(o)

users = [User("ann", date(2023, 5, 17), Decimal("10.50"), tags=["vip"]),
         User("bob", date(2024, 1, 2), Decimal("-3.25"), Status.BANNED)]
s = json.dumps(users, cls=AppEncoder, indent=2)
print(s)
def as_date(d):
    return date.fromisoformat(d["__date__"]) if "__date__" in d else d
back = json.loads(s, object_hook=as_date)
print(back[0]["joined"], back[1]["status"], Decimal(back[1]["balance"]) * 2)
print(json.dumps({"when": datetime(2024, 3, 1, 12, 30)}, cls=AppEncoder))
try:
    json.dumps({"x": 1 + 2j}, cls=AppEncoder)
except TypeError as e:
    print("TypeError:", e)
print(json.dumps({"a": 1, "b": [1, 2]}, indent="\t"))
print(json.loads("[1.5, 2]", parse_float=Decimal), json.loads('{"n": 12}', parse_int=float))
print(json.dumps([float("inf"), float("nan")]))
try:
    json.dumps([float("nan")], allow_nan=False)
except ValueError as e:
    print("ValueError:", e)
print(json.loads('[NaN, Infinity, -Infinity]'))
print(json.dumps({1: "int key", True: "bool", None: "none", 2.5: "f"}))
print(json.loads('{"a": 1, "a": 2}'), json.loads('"\\u00e9\\ud83d\\ude00"'))
pairs = json.loads('{"z": 1, "a": 2}', object_pairs_hook=lambda p: sorted(p))
print(pairs)
