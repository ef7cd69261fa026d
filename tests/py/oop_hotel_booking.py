# hotel booking: rooms, date ranges as ordinal day numbers, overlap checks, custom exceptions
class BookingError(Exception):
    pass

class Unavailable(BookingError):
    def __init__(self, room, conflict):
        super().__init__(f"room {room} is booked nights {conflict[0]}-{conflict[1] - 1}")

class Room:
    RATES = {"single": 80, "double": 120, "suite": 300}
    def __init__(self, number, kind):
        if kind not in self.RATES:
            raise ValueError(f"unknown room kind {kind!r}")
        self.number, self.kind = number, kind
        self.bookings = []
    def is_free(self, start, end):
        return all(end <= s or start >= e for s, e, _ in self.bookings)
    def book(self, start, end, guest):
        if end <= start:
            raise BookingError("check-out must be after check-in")
        for s, e, _ in self.bookings:
            if not (end <= s or start >= e):
                raise Unavailable(self.number, (s, e))
        self.bookings.append((start, end, guest))
        self.bookings.sort()
        return (end - start) * self.RATES[self.kind]

class Hotel:
    def __init__(self, rooms):
        self.rooms = {r.number: r for r in rooms}
    def find(self, kind, start, end):
        return [n for n, r in sorted(self.rooms.items()) if r.kind == kind and r.is_free(start, end)]
    def occupancy(self, night):
        busy = sum(1 for r in self.rooms.values() if not r.is_free(night, night + 1))
        return f"{busy}/{len(self.rooms)}"

h = Hotel([Room(101, "single"), Room(102, "double"), Room(103, "double"), Room(201, "suite")])
requests = [(102, 1, 4, "ann"), (102, 3, 5, "bob"), (103, 3, 5, "bob"), (201, 2, 2, "cy"),
            (101, 10, 12, "dee"), (102, 4, 6, "eve")]
for room, s, e, guest in requests:
    try:
        cost = h.rooms[room].book(s, e, guest)
        print(f"{guest}: room {room} nights {s}-{e - 1} cost {cost}")
    except Unavailable as err:
        print(f"{guest}: unavailable: {err}; free doubles: {h.find('double', s, e)}")
    except BookingError as err:
        print(f"{guest}: error: {err}")
print([h.occupancy(n) for n in range(0, 7)])
print({n: [g for _, _, g in r.bookings] for n, r in h.rooms.items()})
try:
    Room(301, "penthouse")
except ValueError as e:
    print("ValueError:", e)
