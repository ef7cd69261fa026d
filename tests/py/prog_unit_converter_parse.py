# Parse quantities with units from text ("5 km", "3.5lb", "72°F") and convert to SI, with errors.
import re

FACTORS = {"m": 1, "km": 1000, "cm": 0.01, "mi": 1609.344, "ft": 0.3048, "in": 0.0254,
           "kg": 1, "g": 0.001, "lb": 0.45359237, "oz": 0.028349523125}
BASE = {"m": "m", "km": "m", "cm": "m", "mi": "m", "ft": "m", "in": "m", "kg": "kg", "g": "kg", "lb": "kg", "oz": "kg"}
QTY = re.compile(r"(?P<num>[-+]?\d+(?:\.\d+)?)\s*(?P<unit>°[CF]|[a-zA-Z]+)")

def to_si(num, unit):
    if unit == "°F":
        return (num - 32) * 5 / 9, "°C"
    if unit == "°C":
        return num, "°C"
    u = unit.lower()
    if u not in FACTORS:
        raise ValueError(f"unknown unit {unit!r}")
    return num * FACTORS[u], BASE[u]

TEXT = "Ran 5 km and 3.1mi, lifted 45lb and 20 kg, it was 72°F (22.2°C); the shelf is 18in wide, 2 furlongs away."
for m in QTY.finditer(TEXT):
    num, unit = float(m["num"]), m["unit"]
    try:
        value, base = to_si(num, unit)
        print(f"{m.group():>10} = {value:>10.3f} {base}")
    except ValueError as e:
        print(f"{m.group():>10} : {e}")
