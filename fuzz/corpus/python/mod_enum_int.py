# enum: IntEnum members act as ints
from enum import IntEnum, Enum
class Pri(IntEnum):
    LOW = 1
    MID = 5
    HIGH = 10
print(Pri.MID, repr(Pri.HIGH), Pri.LOW + 1, Pri.HIGH * 2, Pri.MID - Pri.LOW, 3 + Pri.LOW)
print(Pri.LOW < Pri.HIGH, Pri.MID > 2, sorted([Pri.HIGH, Pri.LOW, Pri.MID]), max(Pri))
print(Pri(5), Pri(5) is Pri.MID, int(Pri.HIGH), ["a", "b", "c"][Pri.LOW], {1: "one"}[Pri.LOW])
print(isinstance(Pri.LOW, int), str(Pri.LOW), f"{Pri.HIGH}", "%s" % Pri.MID)
print(sum([Pri.LOW, Pri.MID]), [p.name for p in Pri if p >= 5])
class Status(Enum):
    ACTIVE = "active"
    DONE = "done"
print(Status("done"), Status.ACTIVE.value.upper(), [s.value for s in Status])
def label(s):
    if s is Status.ACTIVE:
        return "on"
    return "off"
print(label(Status.ACTIVE), label(Status.DONE))
