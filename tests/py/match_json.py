# dispatching on the shape of JSON-like data with mapping and sequence patterns
import json

events = json.loads("""[
  {"type": "click", "x": 10, "y": 20},
  {"type": "key", "key": "Enter", "mods": ["ctrl"]},
  {"type": "key", "key": "a"},
  {"type": "scroll", "delta": -3, "extra": true},
  {"type": "resize", "size": {"w": 800, "h": 600}},
  {"type": "resize", "size": {"w": 0}},
  {"type": "batch", "events": [{"type": "click", "x": 1, "y": 2}, {"type": "noop"}]},
  {"kind": "legacy"},
  [1, 2, 3],
  "text",
  42,
  null
]""")


def handle(ev, depth=0):
    pad = "  " * depth
    match ev:
        case {"type": "click", "x": int(x), "y": int(y)}:
            print(f"{pad}click at ({x}, {y})")
        case {"type": "key", "key": str(k), "mods": [*mods]}:
            print(f"{pad}key {k} with {'+'.join(mods)}")
        case {"type": "key", "key": k}:
            print(f"{pad}key {k}")
        case {"type": "scroll", "delta": d, **rest} if d < 0:
            print(f"{pad}scroll up {-d}, rest={rest}")
        case {"type": "scroll", "delta": d}:
            print(f"{pad}scroll down {d}")
        case {"type": "resize", "size": {"w": w, "h": h}}:
            print(f"{pad}resize {w}x{h}")
        case {"type": "batch", "events": list(sub)}:
            print(f"{pad}batch of {len(sub)}")
            for s in sub:
                handle(s, depth + 1)
        case {"type": t}:
            print(f"{pad}unknown event type {t!r}")
        case {}:
            print(f"{pad}a mapping without a type: {sorted(ev)}")
        case [*items]:
            print(f"{pad}a list of {len(items)}")
        case str() | int() as scalar:
            print(f"{pad}scalar {scalar!r}")
        case None:
            print(f"{pad}null")


for ev in events:
    handle(ev)


def config(cfg):
    match cfg:
        case {"version": 1, "name": name}:
            return f"v1 {name}"
        case {"version": 2, "name": name, "options": {"debug": True}}:
            return f"v2 {name} (debug)"
        case {"version": 2, "name": name, **others}:
            return f"v2 {name} others={others}"
        case {"version": v}:
            return f"unsupported version {v}"
    return "no version"


for c in [{"version": 1, "name": "a", "junk": 0},
          {"version": 2, "name": "b", "options": {"debug": True}},
          {"version": 2, "name": "c", "options": {"debug": False}, "z": 1},
          {"version": 3},
          {"name": "d"}]:
    print(config(c))

# the rest is a new dict; the subject is unchanged
d = {"a": 1, "b": 2, "c": 3}
match d:
    case {"a": 1, **rest}:
        rest["z"] = 26
        print(rest, d)
