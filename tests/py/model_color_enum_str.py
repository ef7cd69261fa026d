# A str-valued Enum used as JSON-friendly status codes in an order tracker.
import json
from enum import Enum

class Status(str, Enum):
    PENDING = "pending"
    SHIPPED = "shipped"
    DELIVERED = "delivered"

    @property
    def label(self):
        return self.value.capitalize()

orders = [{"id": 1, "status": Status.PENDING}, {"id": 2, "status": Status.SHIPPED}, {"id": 3, "status": Status.PENDING}]
print(json.dumps(orders))
for o in orders:
    s = o["status"]
    print(f"#{o['id']}: {s.label:<10} {s.value.upper():<10} is_pending={s == 'pending'}")
print(sorted({o["status"] for o in orders}), Status("shipped") is Status.SHIPPED)
counts = {}
for o in orders:
    counts[o["status"]] = counts.get(o["status"], 0) + 1
print({k.value: v for k, v in counts.items()}, counts.get("pending"))
print([s.name.title() for s in Status], " | ".join(Status), Status.DELIVERED.startswith("del"))
back = json.loads(json.dumps(orders))
print([Status(o["status"]) for o in back])
