# Enums in text reports: str/format of Enum, IntEnum, StrEnum, Flag (3.11 behaviour), lookups.
from enum import Enum, IntEnum, Flag, auto
try:
    from enum import StrEnum
except ImportError:
    StrEnum = None

class Priority(IntEnum):
    LOW = 1
    MEDIUM = 2
    HIGH = 3

class Status(Enum):
    OPEN = "open"
    CLOSED = "closed"

class Perm(Flag):
    R = auto()
    W = auto()
    X = auto()

tickets = [("Fix login", Priority.HIGH, Status.OPEN), ("Docs", Priority.LOW, Status.CLOSED),
           ("Refactor", Priority.MEDIUM, Status.OPEN)]
for title, pri, st in sorted(tickets, key=lambda t: -t[1]):
    print(f"{title:<10} {pri.name:<7} {pri.value} {st.value:<7} {st.name}")
print(str(Priority.HIGH), repr(Priority.HIGH), f"{Priority.HIGH}", format(Priority.LOW, ">4"))
print(str(Status.OPEN), repr(Status.OPEN), f"{Status.OPEN}", f"{Status.OPEN!r}")
print(Priority(2), Priority["LOW"], Status("closed"), Priority.HIGH > Priority.LOW, Priority.HIGH + 1)
print([p.name for p in Priority], list(Status.__members__), len(Perm))
rw = Perm.R | Perm.W
print(rw, repr(rw), Perm.R in rw, Perm.X in rw, bool(Perm(0)), (rw & Perm.W).name)
if StrEnum:
    class Color(StrEnum):
        RED = auto()
        GREEN = "green"
    print(Color.RED, f"{Color.GREEN}", Color.RED == "red", Color.RED.upper(), repr(Color.GREEN))
try:
    Status("pending")
except ValueError as e:
    print("ValueError:", e)
try:
    Priority["URGENT"]
except KeyError as e:
    print("KeyError:", e)
counts = {}
for _, _, st in tickets:
    counts[st] = counts.get(st, 0) + 1
print({k.name: v for k, v in counts.items()})
