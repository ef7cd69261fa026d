from enum import Enum, IntEnum, auto, Flag
from dataclasses import dataclass, field, asdict, astuple, replace
class Status(Enum):
    PENDING = "pending"
    SHIPPED = "shipped"
    DELIVERED = "delivered"
    CANCELLED = "cancelled"
    def can_cancel(self):
        return self in (Status.PENDING,)
class Priority(IntEnum):
    LOW = 1
    MEDIUM = 2
    HIGH = 3
class Perm(Flag):
    R = auto()
    W = auto()
    X = auto()
@dataclass(order=True)
class Order:
    priority: Priority
    id: int
    items: list = field(default_factory=list, compare=False)
    status: Status = field(default=Status.PENDING, compare=False)
    @property
    def total(self):
        return sum(q * p for _, q, p in self.items)
orders = [Order(Priority.LOW, 3, [("pen", 2, 1.5)]), Order(Priority.HIGH, 1, [("laptop", 1, 999.99)]), Order(Priority.HIGH, 0, []), Order(Priority.MEDIUM, 2, [("mug", 4, 7.25)], Status.SHIPPED)]
for o in sorted(orders, reverse=True):
    print(o.id, o.priority, o.priority.name, int(o.priority), o.status, o.status.value, o.status.can_cancel(), f"{o.total:.2f}")
print(repr(orders[0]))
print(asdict(orders[3]), astuple(orders[2]), replace(orders[2], id=99))
print(Status("shipped"), Status["DELIVERED"], list(Status)[:2], len(Status), Status.PENDING is Status("pending"))
try:
    Status("lost")
except ValueError as e:
    print("ValueError:", e)
try:
    Status["LOST"]
except KeyError as e:
    print("KeyError:", e)
print(Priority.HIGH > Priority.LOW, Priority.HIGH + 1, sorted([Priority.HIGH, Priority.LOW]), Priority(2), max(Priority))
print(Perm.R | Perm.W, (Perm.R | Perm.W).value, Perm.R in (Perm.R | Perm.X), Perm(7), Perm(0), repr(Perm.W), str(Perm.X))
print(f"{Status.SHIPPED}", f"{Priority.HIGH}", format(Priority.LOW, "d"), str(Priority.MEDIUM), repr(Priority.MEDIUM))
print(orders[0] == Order(Priority.LOW, 3), orders[0] < orders[1], Order.__dataclass_fields__.keys() if False else "")
