from datetime import datetime, timedelta
import math
class Garage:
    RATE_FIRST_HOUR = 3.0
    RATE_PER_HOUR = 2.0
    DAILY_MAX = 20.0
    def __init__(self, capacity):
        self.capacity = capacity
        self.cars = {}
        self.revenue = 0.0
    def enter(self, plate, when):
        if plate in self.cars:
            raise ValueError(f"{plate} already inside")
        if len(self.cars) >= self.capacity:
            raise RuntimeError("garage full")
        self.cars[plate] = when
    def fee(self, minutes):
        hours = math.ceil(minutes / 60) if minutes > 15 else 0
        if hours == 0:
            return 0.0
        days, rem = divmod(hours, 24)
        day_fee = min(self.RATE_FIRST_HOUR + (rem - 1) * self.RATE_PER_HOUR, self.DAILY_MAX) if rem else 0.0
        return days * self.DAILY_MAX + day_fee
    def leave(self, plate, when):
        start = self.cars.pop(plate)
        minutes = (when - start).total_seconds() / 60
        f = self.fee(minutes)
        self.revenue += f
        return minutes, f
g = Garage(2)
t0 = datetime(2024, 1, 10, 8, 0)
g.enter("AB-123", t0)
g.enter("XY-999", t0 + timedelta(minutes=5))
for action in [lambda: g.enter("ZZ-000", t0), lambda: g.enter("AB-123", t0)]:
    try:
        action()
    except (RuntimeError, ValueError) as e:
        print(type(e).__name__, e)
print(g.leave("AB-123", t0 + timedelta(minutes=14)))
print(g.leave("XY-999", t0 + timedelta(hours=30, minutes=1)))
g.enter("CD-456", t0)
print(g.leave("CD-456", t0 + timedelta(hours=5, minutes=59)))
print(f"revenue {g.revenue:.2f}", [g.fee(m) for m in (0, 15, 16, 60, 61, 600, 1440, 1441)])
