# sensor readings: class with validation, statistics via properties, iteration and slicing
import statistics

class Reading:
    __slots__ = ("sensor", "value", "t")
    def __init__(self, sensor, value, t):
        if not -50 <= value <= 150:
            raise ValueError(f"implausible reading {value} from {sensor}")
        self.sensor, self.value, self.t = sensor, value, t
    def __repr__(self):
        return f"{self.sensor}@{self.t}={self.value}"

class SensorLog:
    def __init__(self):
        self._readings = []
        self.rejected = 0

    def record(self, sensor, value, t):
        try:
            self._readings.append(Reading(sensor, value, t))
        except ValueError as e:
            self.rejected += 1
            print("rejected:", e)

    def __getitem__(self, i):
        result = self._readings[i]
        return SensorLog.from_list(result) if isinstance(i, slice) else result

    @classmethod
    def from_list(cls, readings):
        log = cls()
        log._readings = list(readings)
        return log

    def __len__(self):
        return len(self._readings)

    def by_sensor(self, sensor):
        return SensorLog.from_list(r for r in self._readings if r.sensor == sensor)

    @property
    def values(self):
        return [r.value for r in self._readings]

    @property
    def mean(self):
        return round(statistics.mean(self.values), 2)

    @property
    def spread(self):
        return max(self.values) - min(self.values)

log = SensorLog()
data = [("a", 21.5, 0), ("b", 19.0, 0), ("a", 22.1, 1), ("b", 500, 1), ("a", 23.4, 2),
        ("b", 18.2, 2), ("a", -80, 3), ("b", 18.9, 3)]
for s, v, t in data:
    log.record(s, v, t)
print(len(log), log.rejected, log[0], log[-1])
print(log[1:3].values, log[::2].values)
for name in "ab":
    sub = log.by_sensor(name)
    print(name, len(sub), sub.mean, round(sub.spread, 2), statistics.median(sub.values))
print(log.mean, sorted(log.values)[:2], [r.t for r in log if r.value > 20])
