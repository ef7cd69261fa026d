# a recursive dataclass repr shows ... (recursive_repr); frozen and non-frozen dataclasses do
# not inherit from each other
from dataclasses import dataclass, field
@dataclass
class Node:
    val: int
    children: list = field(default_factory=list)
    parent: "Node" = None
root = Node(1); kid = Node(2, parent=root); root.children.append(kid)
print(root, kid)
l = [root]; root.children.append(l); print(repr(root)[:60])
@dataclass(frozen=True)
class F:
    x: int
@dataclass(frozen=True)
class FF(F):
    y: int = 0
print(FF(1, 2))
@dataclass
class P:
    a: int
for base, frozen in [(F, False), (P, True)]:
    try:
        dataclass(frozen=frozen)(type("X", (base,), {"__annotations__": {"z": int}, "z": 0}))
    except TypeError as e:
        print("err", e)
class Plain:
    pass
@dataclass(frozen=True)
class OK(Plain):
    q: int
print(OK(3))
