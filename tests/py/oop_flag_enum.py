# Flag enums for permissions: combining, membership, iteration, IntEnum arithmetic
from enum import Flag, IntEnum, auto, Enum, unique

class Perm(Flag):
    READ = auto()
    WRITE = auto()
    EXECUTE = auto()
    RW = READ | WRITE

class Priority(IntEnum):
    LOW = 1
    NORMAL = 5
    HIGH = 10

print(Perm.READ, Perm.WRITE.value, Perm.EXECUTE.value, Perm.RW.value)
user = Perm.READ | Perm.EXECUTE
print(user, Perm.READ in user, Perm.WRITE in user, bool(user & Perm.WRITE))
print(Perm.RW == Perm.READ | Perm.WRITE, user ^ Perm.READ, Perm(3), Perm(0), bool(Perm(0)))
def describe(p):
    return [m.name for m in Perm if m in p and m.name != "RW"]
print(describe(Perm(7)), describe(Perm.WRITE))
tasks = [("deploy", Priority.HIGH), ("lint", Priority.LOW), ("test", Priority.NORMAL)]
for name, pr in sorted(tasks, key=lambda t: t[1], reverse=True):
    print(f"{name:8} {pr.name:6} {int(pr):3}")
print(Priority.HIGH > Priority.LOW, Priority.NORMAL + 1, Priority(10), Priority.LOW == 1)
print(sum(Priority), max(Priority).name, [p.value for p in Priority])
try:
    Priority(3)
except ValueError as e:
    print("ValueError:", e)

class Color(Enum):
    RED = 1
    CRIMSON = 1
    BLUE = 2
print(Color.CRIMSON is Color.RED, [c.name for c in Color], list(Color.__members__))
try:
    @unique
    class Dup(Enum):
        A = 1
        B = 1
except ValueError as e:
    print("ValueError:", e)
