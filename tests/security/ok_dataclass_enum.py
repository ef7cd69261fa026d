# cpython: same
# benign control: dataclasses and enums
from dataclasses import dataclass, field
from enum import Enum
@dataclass
class P:
    x: int
    y: int = 0
    tags: list = field(default_factory=list)
p = P(1)
p.tags.append("t")
print(p, P(1, 2) == P(1, 2))
class Color(Enum):
    RED = 1
    GREEN = 2
print(Color.RED, Color(2).name, [c.value for c in Color])
