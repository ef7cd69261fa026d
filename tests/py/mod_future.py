# __future__: the import every annotated program starts with, and its feature records
from __future__ import annotations
import __future__
from dataclasses import dataclass

@dataclass
class Node:
    value: int
    next: Node | None = None

def total(n: Node | None) -> int:
    return 0 if n is None else n.value + total(n.next)

print(total(Node(1, Node(2, Node(3)))))
print(__future__.annotations, __future__.annotations.getOptionalRelease(), __future__.division.mandatory)
print(__future__.all_feature_names, __future__.CO_FUTURE_ANNOTATIONS)
from typing import Optional, List, Dict, ClassVar
import typing

class Config:
    name: str
    tags: List[str] = []
    meta: Dict[str, "Node"] = {}
    parent: Optional['Config'] = None
    count: ClassVar[int] = 0
    shape: tuple[int, ...] = ()
    mixed: int | str | None = None
    weird: typing.Callable[[int, str], bool] = None
print(Config.__annotations__)

@dataclass
class Tree:
    children: list[Tree]
    label: str = "root"
    counter: ClassVar[int] = 0
import dataclasses
print(Tree([]), [f.name for f in dataclasses.fields(Tree)])
