# Process JSON Lines: parse each line, skip bad ones with line numbers, aggregate, and re-emit.
import json
from collections import Counter

JSONL = """{"user": "ann", "event": "click", "ms": 120}
{"user": "bob", "event": "view", "ms": 30}
not json at all
{"user": "ann", "event": "view", "ms": 45}
{"user": "cy", "event": "click"}
{"user": "bob", "event": "click", "ms": 300, "extra": {"x": [1, 2]}}
["array", "line"]
"""
records, errors = [], []
for n, line in enumerate(JSONL.splitlines(), 1):
    try:
        obj = json.loads(line)
    except json.JSONDecodeError as e:
        errors.append(f"line {n}: {e.msg} (col {e.colno})")
        continue
    if not isinstance(obj, dict):
        errors.append(f"line {n}: expected object, got {type(obj).__name__}")
        continue
    records.append(obj)
print(len(records), "records;", errors)
events = Counter((r["user"], r["event"]) for r in records)
for (user, ev), n in sorted(events.items()):
    print(f"{user:<4}{ev:<6}{n}")
total_ms = sum(r.get("ms", 0) for r in records)
print("avg ms:", round(total_ms / len(records), 2))
for r in records[:2]:
    print(json.dumps(r, separators=(",", ":"), sort_keys=True))
print(json.dumps(records[-1], indent=None), json.dumps(records[-1]["extra"], indent=0))
