# elevator controller: requests queue, direction-aware scheduling (SCAN), step simulation log
class Elevator:
    def __init__(self, floors, start=0):
        self.floors = floors
        self.floor = start
        self.direction = 0
        self.requests = set()
        self.log = []

    def request(self, floor):
        if not 0 <= floor < self.floors:
            raise ValueError(f"floor {floor} does not exist")
        if floor != self.floor:
            self.requests.add(floor)

    def _choose_direction(self):
        if not self.requests:
            return 0
        above = [f for f in self.requests if f > self.floor]
        below = [f for f in self.requests if f < self.floor]
        if self.direction >= 0 and above:
            return 1
        if self.direction <= 0 and below:
            return -1
        return 1 if above else -1

    def step(self):
        self.direction = self._choose_direction()
        if self.direction == 0:
            self.log.append(f"idle at {self.floor}")
            return False
        self.floor += self.direction
        if self.floor in self.requests:
            self.requests.discard(self.floor)
            self.log.append(f"stop at {self.floor}")
        return True

e = Elevator(10, start=3)
for f in (7, 1, 5):
    e.request(f)
steps = 0
while e.step():
    steps += 1
    if steps == 3:
        e.request(2)
        e.request(9)
print(steps, e.floor, e.log)
for bad in (10, -1):
    try:
        e.request(bad)
    except ValueError as err:
        print("ValueError:", err)
e.request(e.floor)
print(e.requests, e.step(), e.log[-1])
