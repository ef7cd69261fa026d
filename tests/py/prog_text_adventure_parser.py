# Parse player commands for a text adventure: verbs with synonyms, objects, prepositions.
import re

VERBS = {"take": ["take", "get", "grab", "pick up"], "look": ["look", "examine", "inspect", "l"],
         "go": ["go", "walk", "move"], "put": ["put", "place"], "quit": ["quit", "exit", "q"]}
STOP = {"the", "a", "an", "at", "to"}
DIRECTIONS = {"n": "north", "s": "south", "e": "east", "w": "west"}

def parse(command):
    text = command.lower().strip()
    for verb, syns in VERBS.items():
        for syn in sorted(syns, key=len, reverse=True):
            if text == syn or text.startswith(syn + " "):
                rest = text[len(syn):].strip()
                m = re.match(r"(.*?)\s+(in|on|into|under)\s+(.*)", rest)
                if m:
                    obj, prep, target = m.groups()
                else:
                    obj, prep, target = rest, None, None
                words = [w for w in obj.split() if w not in STOP]
                obj = " ".join(DIRECTIONS.get(w, w) for w in words) or None
                if target:
                    target = " ".join(w for w in target.split() if w not in STOP)
                return {"verb": verb, "object": obj, "prep": prep, "target": target}
    if text in DIRECTIONS or text in DIRECTIONS.values():
        return {"verb": "go", "object": DIRECTIONS.get(text, text), "prep": None, "target": None}
    return None

for cmd in ["take the brass lamp", "Pick up key", "look", "examine a dusty book", "go n", "walk to the west",
            "put the coin in the box", "place gem on an altar", "s", "dance wildly", "Q"]:
    print(f"{cmd!r:28} -> {parse(cmd)}")
