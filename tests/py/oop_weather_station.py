# weather station: readings as NamedTuples, aggregation per day with defaultdict and statistics
from typing import NamedTuple
from collections import defaultdict
import statistics

class Reading(NamedTuple):
    day: str
    hour: int
    temp: float
    humidity: int

    @property
    def feels_hot(self):
        return self.temp > 28 and self.humidity > 60

class Station:
    def __init__(self, name):
        self.name = name
        self.readings = []

    def record(self, *args):
        r = Reading(*args)
        self.readings.append(r)
        return r

    def daily(self):
        days = defaultdict(list)
        for r in self.readings:
            days[r.day].append(r.temp)
        return {d: (min(t), max(t), round(statistics.mean(t), 1)) for d, t in sorted(days.items())}

    def hottest(self):
        return max(self.readings, key=lambda r: (r.temp, -r.hour))

st = Station("harbor")
for row in [("mon", 6, 18.5, 80), ("mon", 12, 27.0, 55), ("mon", 18, 24.2, 60),
            ("tue", 6, 20.1, 85), ("tue", 12, 31.4, 70), ("tue", 18, 29.0, 65),
            ("wed", 12, 22.2, 40)]:
    st.record(*row)
print(st.daily())
print(st.hottest(), st.hottest()._asdict())
print([f"{r.day}@{r.hour}" for r in st.readings if r.feels_hot])
print(statistics.median(r.humidity for r in st.readings), round(statistics.pstdev(r.temp for r in st.readings), 3))
print(Reading._fields, Reading("x", 0, 1.0, 2)._replace(temp=9.5))
