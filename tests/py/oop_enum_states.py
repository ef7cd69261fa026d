# traffic light state machine with Enum, auto, value lookup and iteration
from enum import Enum, auto

class Light(Enum):
    RED = auto()
    GREEN = auto()
    YELLOW = auto()

    def next(self):
        order = list(type(self))
        return order[(order.index(self) + 1) % len(order)]

    @property
    def duration(self):
        return {Light.RED: 30, Light.GREEN: 25, Light.YELLOW: 5}[self]

class TrafficController:
    def __init__(self, start=Light.RED):
        self.state = start
        self.log = []

    def tick(self):
        old = self.state
        self.state = self.state.next()
        self.log.append((old.name, self.state.name))
        return self.state

tc = TrafficController()
for _ in range(4):
    s = tc.tick()
    print(s, s.name, s.value, s.duration)
print(tc.log)
print([l.name for l in Light], len(Light))
print(Light(2), Light["YELLOW"], Light.RED is Light(1))
print(repr(Light.GREEN))
try:
    Light(7)
except ValueError as e:
    print("ValueError:", e)
try:
    Light["BLUE"]
except KeyError as e:
    print("KeyError:", e)
print(Light.RED == Light.RED, Light.RED == 1, Light.RED in Light)
print(sum(l.duration for l in Light))
print({l: l.duration for l in Light}[Light.YELLOW])
print(type(Light.RED).__name__, isinstance(Light.RED, Light))
