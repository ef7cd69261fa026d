# copy.copy vs copy.deepcopy of nested objects, __copy__/__deepcopy__ hooks
import copy

class Team:
    def __init__(self, name, members):
        self.name = name
        self.members = members

    def __repr__(self):
        return f"Team({self.name!r}, {self.members})"

t1 = Team("red", ["ann", "bob"])
shallow = copy.copy(t1)
deep = copy.deepcopy(t1)
t1.members.append("cy")
t1.name = "blue"
print(t1, shallow, deep, sep="\n")
print(shallow.members is t1.members, deep.members is t1.members)

class Counter:
    created = 0
    def __init__(self, start=0):
        Counter.created += 1
        self.value = start
        self.history = [start]
    def __copy__(self):
        print("  __copy__ called")
        new = Counter(self.value)
        return new
    def __deepcopy__(self, memo):
        print("  __deepcopy__ called")
        new = Counter.__new__(Counter)
        new.value = self.value
        new.history = copy.deepcopy(self.history, memo)
        return new
c = Counter(5)
c.history.append(6)
c2 = copy.copy(c)
c3 = copy.deepcopy(c)
print(c2.value, c2.history, c3.value, c3.history, Counter.created)

shared = [1, 2]
nested = {"a": shared, "b": shared, "t": (shared, 3)}
dn = copy.deepcopy(nested)
print(dn["a"] is dn["b"], dn["t"][0] is dn["a"], dn["a"] is shared, dn == nested)
loop = [1]
loop.append(loop)
lc = copy.deepcopy(loop)
print(lc[1] is lc, lc[0], len(lc))
print(copy.copy((1, 2)) == (1, 2), copy.deepcopy("s"), copy.copy([1, [2]])[1] is not None)
