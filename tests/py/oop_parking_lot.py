# parking lot system: vehicle hierarchy, spot sizes, tickets and fees
from enum import IntEnum

class Size(IntEnum):
    SMALL = 1
    MEDIUM = 2
    LARGE = 3

class Vehicle:
    size = Size.MEDIUM
    rate = 2.0
    def __init__(self, plate):
        self.plate = plate
    def __repr__(self):
        return f"{type(self).__name__}({self.plate})"

class Motorcycle(Vehicle):
    size = Size.SMALL
    rate = 1.0

class Car(Vehicle):
    pass

class Truck(Vehicle):
    size = Size.LARGE
    rate = 5.0

class ParkingFull(Exception):
    pass

class ParkingLot:
    def __init__(self, spots):
        self.spots = {i: (size, None) for i, size in enumerate(spots, 1)}
        self.tickets = {}
        self._next_ticket = 100

    def park(self, vehicle, hour):
        for num, (size, occupant) in self.spots.items():
            if occupant is None and size >= vehicle.size:
                self.spots[num] = (size, vehicle)
                self._next_ticket += 1
                self.tickets[self._next_ticket] = (num, vehicle, hour)
                return self._next_ticket
        raise ParkingFull(f"no spot for {vehicle!r}")

    def leave(self, ticket, hour):
        num, vehicle, start = self.tickets.pop(ticket)
        size, _ = self.spots[num]
        self.spots[num] = (size, None)
        hours = max(1, hour - start)
        return vehicle, round(hours * vehicle.rate * (1.5 if size > vehicle.size else 1), 2)

    def free(self):
        return sorted(n for n, (_, v) in self.spots.items() if v is None)

lot = ParkingLot([Size.SMALL, Size.MEDIUM, Size.MEDIUM, Size.LARGE])
tickets = {}
for v, h in [(Car("C-1"), 8), (Motorcycle("M-1"), 9), (Truck("T-1"), 9), (Car("C-2"), 10), (Car("C-3"), 11)]:
    try:
        tickets[v.plate] = lot.park(v, h)
        print(f"parked {v} ticket={tickets[v.plate]} free={lot.free()}")
    except ParkingFull as e:
        print("full:", e)
for plate, hour in [("C-1", 12), ("T-1", 10), ("M-1", 9)]:
    vehicle, fee = lot.leave(tickets.pop(plate), hour)
    print(f"{vehicle} paid {fee:.2f}; free={lot.free()}")
print(lot.park(Truck("T-2"), 13), lot.free())
print(Size.LARGE > Size.SMALL, Size(2).name, [s.value for s in Size], Size.MEDIUM + 1)
