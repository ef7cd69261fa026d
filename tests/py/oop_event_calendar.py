from datetime import datetime, timedelta
from dataclasses import dataclass, field
@dataclass(order=True)
class Event:
    start: datetime
    title: str = field(compare=False)
    minutes: int = field(default=60, compare=False)
    @property
    def end(self):
        return self.start + timedelta(minutes=self.minutes)
    def overlaps(self, other):
        return self.start < other.end and other.start < self.end
    def __str__(self):
        return f"{self.start:%a %d %b %H:%M}-{self.end:%H:%M} {self.title}"
events = [Event(datetime(2024, 6, 3, 9), "Standup", 15), Event(datetime(2024, 6, 3, 9, 10), "Call", 30),
          Event(datetime(2024, 6, 4, 14), "Review", 90), Event(datetime(2024, 6, 3, 13), "Lunch"), Event(datetime(2024, 6, 4, 15), "1:1", 30)]
for e in sorted(events):
    print(e)
clashes = [(a.title, b.title) for i, a in enumerate(sorted(events)) for b in sorted(events)[i + 1:] if a.overlaps(b)]
print(clashes)
by_day = {}
for e in events:
    by_day.setdefault(e.start.date(), []).append(e)
for day, es in sorted(by_day.items()):
    busy = sum(e.minutes for e in es)
    print(day.isoformat(), day.strftime("%A"), len(es), f"{busy // 60}h{busy % 60:02d}m")
free_start = datetime(2024, 6, 3, 8)
for e in sorted(x for x in events if x.start.date() == free_start.date()):
    if e.start > free_start:
        print("free", free_start.strftime("%H:%M"), "-", e.start.strftime("%H:%M"))
    free_start = max(free_start, e.end)
