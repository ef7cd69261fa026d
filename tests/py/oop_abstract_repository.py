# repository pattern: an abstract Repository with two implementations, generic service on top
from abc import ABC, abstractmethod
from typing import Generic, TypeVar, Optional, List

T = TypeVar("T")

class NotFound(KeyError):
    pass

class Repository(ABC, Generic[T]):
    @abstractmethod
    def add(self, key: str, item: T) -> None: ...
    @abstractmethod
    def get(self, key: str) -> T: ...
    @abstractmethod
    def keys(self) -> List[str]: ...
    def find(self, key: str) -> Optional[T]:
        try:
            return self.get(key)
        except NotFound:
            return None

class DictRepo(Repository[T]):
    def __init__(self):
        self._d = {}
    def add(self, key, item):
        self._d[key] = item
    def get(self, key):
        if key not in self._d:
            raise NotFound(key)
        return self._d[key]
    def keys(self):
        return sorted(self._d)

class ListRepo(Repository[T]):
    def __init__(self):
        self._items = []
    def add(self, key, item):
        self._items = [(k, v) for k, v in self._items if k != key] + [(key, item)]
    def get(self, key):
        for k, v in self._items:
            if k == key:
                return v
        raise NotFound(key)
    def keys(self):
        return [k for k, _ in self._items]

class Service:
    def __init__(self, repo: Repository[int]):
        self.repo = repo
    def bump(self, key):
        self.repo.add(key, (self.repo.find(key) or 0) + 1)
        return self.repo.get(key)

for repo in (DictRepo(), ListRepo()):
    svc = Service(repo)
    results = [svc.bump(k) for k in ["b", "a", "b", "c", "b"]]
    print(type(repo).__name__, results, repo.keys(), repo.find("zz"))
    try:
        repo.get("missing")
    except KeyError as e:
        print("  KeyError", e, type(e).__name__)
try:
    Repository()
except TypeError as e:
    print("TypeError:", e)
