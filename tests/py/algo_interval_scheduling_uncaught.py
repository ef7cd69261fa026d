# Meeting scheduler on a timeline with bisect; booking an invalid interval raises an uncaught custom error
import bisect


class BookingError(Exception):
    def __init__(self, start, end, reason):
        super().__init__(f"cannot book [{start}, {end}): {reason}")
        self.start, self.end = start, end


class Calendar:
    def __init__(self):
        self.starts, self.ends, self.names = [], [], []

    def book(self, name, start, end):
        if end <= start:
            raise BookingError(start, end, "end must be after start")
        i = bisect.bisect_right(self.starts, start)
        if i > 0 and self.ends[i - 1] > start:
            raise BookingError(start, end, f"overlaps {self.names[i - 1]}")
        if i < len(self.starts) and self.starts[i] < end:
            raise BookingError(start, end, f"overlaps {self.names[i]}")
        self.starts.insert(i, start)
        self.ends.insert(i, end)
        self.names.insert(i, name)

    def free_slots(self, day_start, day_end):
        slots, t = [], day_start
        for s, e in zip(self.starts, self.ends):
            if s > t:
                slots.append((t, s))
            t = max(t, e)
        if t < day_end:
            slots.append((t, day_end))
        return slots


cal = Calendar()
for name, s, e in [("standup", 9, 10), ("lunch", 12, 13), ("review", 15, 17), ("1:1", 10, 11)]:
    cal.book(name, s, e)
print(list(zip(cal.names, cal.starts, cal.ends)))
print(cal.free_slots(8, 18))
for args in [("sync", 11, 12), ("clash", 16, 18), ("early", 8, 9)]:
    try:
        cal.book(*args)
        print("booked", args[0])
    except BookingError as err:
        print("BookingError:", err, (err.start, err.end))
print(cal.free_slots(8, 18))
cal.book("backwards", 14, 13)
