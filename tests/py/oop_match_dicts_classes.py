# match on dict events and dataclass instances (class patterns with __match_args__)
from dataclasses import dataclass

@dataclass
class Click:
    x: int
    y: int
    button: str = "left"

@dataclass
class Key:
    key: str
    mods: tuple = ()

@dataclass
class Scroll:
    delta: int

def handle(event):
    match event:
        case Click(x, y, button="right"):
            return f"context menu at ({x}, {y})"
        case Click(x=0, y=0):
            return "click at origin"
        case Click(x, y) if x < 0 or y < 0:
            return "click off-screen"
        case Click(x, y):
            return f"click at ({x}, {y})"
        case Key("q", mods) if "ctrl" in mods:
            return "quit"
        case Key(key=k, mods=()):
            return f"key {k}"
        case Key(k, mods):
            return f"key {'+'.join(mods)}+{k}"
        case Scroll(delta=d) if d > 0:
            return f"scroll up {d}"
        case Scroll(d):
            return f"scroll down {-d}"
        case {"type": "resize", "w": int(w), "h": int(h)}:
            return f"resize to {w}x{h}"
        case {"type": "msg", "text": str() as text, **rest}:
            return f"message {text!r} extra={sorted(rest)}"
        case {"type": t}:
            return f"unhandled dict event {t}"
        case str() | bytes():
            return "raw text"
        case _:
            return "unknown"

events = [Click(10, 20), Click(5, 5, "right"), Click(0, 0), Click(-1, 4),
          Key("q", ("ctrl",)), Key("a"), Key("s", ("ctrl", "shift")),
          Scroll(3), Scroll(-2),
          {"type": "resize", "w": 800, "h": 600}, {"type": "resize", "w": "big", "h": 1},
          {"type": "msg", "text": "hi", "from": "bob", "at": 3}, "hello", 42]
for e in events:
    print(handle(e))
print(Click.__match_args__, Key.__match_args__)
