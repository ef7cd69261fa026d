import typing
from typing import Generic, TypeVar, List, Dict, Protocol
T = TypeVar("T"); K = TypeVar("K"); V = TypeVar("V")
class G(Generic[T, K]): pass
class A(Generic[T]): pass
class B(A[int]): pass
class C(A[T], Generic[K, T]): pass
class D(Dict[K, List[V]]): pass
class E(A[T], list[K]): pass
class F(A): pass
class P(Protocol[T]):
    def m(self) -> T: ...
for c in (G, A, B, C, D, E, F, P):
    print(c.__name__, c.__parameters__, getattr(c, "__orig_bases__", None))
try:
    class X(Generic): pass
except TypeError as e: print(e)
try:
    class Y(A[T], Generic[K]): pass
except TypeError as e: print(e)
try:
    class Z(Generic[T], Generic[K]): pass
except TypeError as e: print(e)
print(G[int, str], A[int]().__class__.__name__, B.__mro__)
print(Generic[T], Protocol[T], Generic[T, K] == Generic[T, K])
class Stack(Generic[T]):
    def __init__(self): self.items: list[T] = []
    def push(self, x: T) -> None: self.items.append(x)
s = Stack[int](); s.push(3); print(s.items, type(s).__name__, isinstance(s, Stack))
