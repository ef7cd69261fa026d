# Render dict rows as an aligned table; a row missing a column raises KeyError at the end.
def render(rows, columns):
    widths = {c: max(len(c), *(len(str(r[c])) for r in rows)) for c in columns}
    head = " | ".join(c.upper().ljust(widths[c]) for c in columns)
    lines = [head, "-+-".join("-" * widths[c] for c in columns)]
    for r in rows:
        lines.append(" | ".join(str(r[c]).rjust(widths[c]) if isinstance(r[c], (int, float)) else str(r[c]).ljust(widths[c]) for c in columns))
    return "\n".join(lines)

planets = [{"name": "Mercury", "moons": 0, "au": 0.39}, {"name": "Earth", "moons": 1, "au": 1.0},
           {"name": "Jupiter", "moons": 95, "au": 5.2}]
print(render(planets, ["name", "moons", "au"]))
print()
print(render(planets + [{"name": "Pluto?", "au": 39.5}], ["name", "moons", "au"]))
