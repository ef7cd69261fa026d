# Parse personal names into parts (title, first, middle, last, suffix) and format them variously.
import re

TITLES = {"mr", "mrs", "ms", "dr", "prof"}
SUFFIXES = {"jr", "sr", "ii", "iii", "phd", "md"}

def parse_name(raw):
    if "," in raw and raw.split(",")[1].strip().lower().rstrip(".") not in SUFFIXES:
        last, rest = [p.strip() for p in raw.split(",", 1)]
        raw = f"{rest} {last}"
    parts = [p for p in re.split(r"[\s,]+", raw.strip()) if p]
    title = parts.pop(0).rstrip(".") if parts and parts[0].lower().rstrip(".") in TITLES else ""
    suffix = parts.pop().rstrip(".") if parts and parts[-1].lower().rstrip(".") in SUFFIXES else ""
    first = parts[0] if parts else ""
    last = parts[-1] if len(parts) > 1 else ""
    middle = " ".join(parts[1:-1])
    return {"title": title, "first": first, "middle": middle, "last": last, "suffix": suffix}

def formal(p):
    initials = "".join(f" {m[0]}." for m in p["middle"].split())
    s = f"{p['title'] + '. ' if p['title'] else ''}{p['first']}{initials} {p['last']}".strip()
    return s + (f", {p['suffix']}" if p["suffix"] else "")

for raw in ["Dr. Martin Luther King Jr.", "smith, john", "Mary Ann Evans", "Prof Ada King, PhD", "Cher", "Ms. Ruth Bader Ginsburg"]:
    p = parse_name(raw)
    print(f"{raw!r:32} -> {formal(p)!r:34} index={(p['last'] + ', ' + p['first']) if p['last'] else p['first']}")
