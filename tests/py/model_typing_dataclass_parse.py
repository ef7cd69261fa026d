# Parse "key: type = value" declarations into typed dataclass fields, then coerce input dicts.
from dataclasses import dataclass, fields, MISSING
from typing import Optional, List

@dataclass
class Settings:
    name: str
    retries: int = 3
    ratio: float = 0.5
    verbose: bool = False
    tags: List[str] = None
    owner: Optional[str] = None

def coerce(value, typ):
    if typ is bool:
        return str(value).lower() in ("1", "true", "yes", "on")
    if typ in (int, float, str):
        return typ(value)
    if getattr(typ, "__origin__", None) is list:
        return [str(v).strip() for v in str(value).split(",")] if value else []
    if str(typ).startswith("typing.Optional"):
        return None if value in (None, "", "null") else str(value)
    return value

def from_dict(cls, data):
    kwargs = {}
    for f in fields(cls):
        if f.name in data:
            kwargs[f.name] = coerce(data[f.name], f.type)
    return cls(**kwargs)

inputs = [{"name": "svc", "retries": "5", "verbose": "yes", "tags": "a, b,c"},
          {"name": "db", "ratio": "0.75", "owner": "", "verbose": "0"},
          {"name": "x", "owner": "root", "unknown": 1}]
for d in inputs:
    print(from_dict(Settings, d))
print([(f.name, "required" if f.default is MISSING else f.default) for f in fields(Settings)])
print([f.type.__name__ if isinstance(f.type, type) else str(f.type) for f in fields(Settings)])
try:
    from_dict(Settings, {"retries": "x"})
except (TypeError, ValueError) as e:
    print(type(e).__name__, e)
