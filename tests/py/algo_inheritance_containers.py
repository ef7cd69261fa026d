# Subclassing built-in containers for algorithms: a dict with default factory, a list with invariants, a counter
from collections import UserDict, UserList


class DefaultDict(dict):
    def __init__(self, factory, *args, **kw):
        super().__init__(*args, **kw)
        self.factory = factory

    def __missing__(self, key):
        self[key] = value = self.factory()
        return value


class SortedUniqueList(UserList):
    def __init__(self, items=()):
        super().__init__(sorted(set(items)))

    def append(self, x):
        if x not in self.data:
            self.data.append(x)
            self.data.sort()

    def extend(self, xs):
        for x in xs:
            self.append(x)


class CaseInsensitiveCounts(UserDict):
    def __setitem__(self, key, value):
        super().__setitem__(key.lower(), value)

    def __getitem__(self, key):
        return super().__getitem__(key.lower())

    def __contains__(self, key):
        return key.lower() in self.data

    def add(self, word):
        self[word] = self.get(word, 0) + 1 if word in self else 1


graph = DefaultDict(list)
for u, v in [("a", "b"), ("a", "c"), ("b", "c"), ("d", "a")]:
    graph[u].append(v)
    graph[v]
print(dict(sorted(graph.items())), isinstance(graph, dict), len(graph))
s = SortedUniqueList([5, 3, 5, 1])
s.append(4)
s.append(3)
s.extend([10, 0, 4])
print(s, len(s), s[0], s[-1], 4 in s, s + [99], type(s).__name__)
c = CaseInsensitiveCounts()
for w in "The cat and THE hat and the Bat".split():
    c.add(w)
print(sorted(c.items()), c["THE"], "Cat" in c, "dog" in c, len(c))


class Stack(list):
    def push(self, x):
        self.append(x)

    def peek(self):
        return self[-1]


st = Stack([1, 2])
st.push(3)
print(st, st.peek(), st.pop(), st, isinstance(st, list), sorted(Stack([3, 1, 2])), Stack("ab") + ["c"])
