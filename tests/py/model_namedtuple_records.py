# Parse records into namedtuples: _make, _asdict, _replace, defaults, and sort/group them.
from collections import namedtuple
from typing import NamedTuple

Row = namedtuple("Row", "date city temp rain", defaults=[0.0])

class Reading(NamedTuple):
    city: str
    temp: float
    unit: str = "C"

    def fahrenheit(self):
        return self.temp * 9 / 5 + 32 if self.unit == "C" else self.temp

RAW = """2024-03-01,Oslo,-2.5,1.2
2024-03-01,Rome,14.0
2024-03-02,Oslo,0.5,0
2024-03-02,Rome,16.5,4.8"""
rows = [Row(*line.split(",")) for line in RAW.splitlines()]
rows = [r._replace(temp=float(r.temp), rain=float(r.rain)) for r in rows]
for r in rows:
    print(r)
print(rows[1]._asdict(), Row._fields, Row._field_defaults)
hottest = max(rows, key=lambda r: r.temp)
print("hottest:", hottest.city, hottest.temp, "| total rain:", sum(r.rain for r in rows))
readings = [Reading(r.city, r.temp) for r in rows] + [Reading("NYC", 41.0, "F")]
for rd in sorted(readings, key=lambda x: x.fahrenheit()):
    print(f"{rd.city:<5}{rd.temp:>6}{rd.unit} = {rd.fahrenheit():6.1f}F")
print(Reading._fields, Reading("X", 1.0)._replace(unit="K"), tuple(Reading("Y", 2.0)))
city, temp, unit = readings[0]
print(city, temp, unit, readings[0] == ("Oslo", -2.5, "C"), readings[0][1])
try:
    Row("only-one")
except TypeError as e:
    print("TypeError:", e)
