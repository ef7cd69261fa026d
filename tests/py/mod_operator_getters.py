# operator: itemgetter, attrgetter, methodcaller
from operator import itemgetter, attrgetter, methodcaller
rows = [("bob", 30, "x"), ("al", 25, "y"), ("cy", 30, "a")]
print(sorted(rows, key=itemgetter(1)), sorted(rows, key=itemgetter(1, 0)))
print(itemgetter(0)("hey"), itemgetter(-1)([1, 2, 3]), itemgetter("k")({"k": 9}), itemgetter(slice(1, 3))("abcd"))
print(list(map(itemgetter(0, 2), rows)), itemgetter(1)((5, 6)))
print(repr(itemgetter(1)), repr(itemgetter(0, "a")))
class P:
    def __init__(self, name, age):
        self.name = name
        self.age = age
        self.inner = self if age > 100 else None
    def greet(self, g="hi", punct="!"):
        return g + " " + self.name + punct
ps = [P("zed", 3), P("amy", 40), P("old", 200)]
print([p.name for p in sorted(ps, key=attrgetter("age"))], attrgetter("name", "age")(ps[0]))
print(attrgetter("inner.name")(ps[2]), repr(attrgetter("a.b")))
print(methodcaller("greet")(ps[0]), methodcaller("greet", "yo")(ps[1]), methodcaller("greet", punct="?")(ps[2]))
print(list(map(methodcaller("upper"), ["a", "b"])), methodcaller("split", ",")("a,b,c"), repr(methodcaller("f", 1, k=2)))
try:
    itemgetter(5)([1])
except IndexError as e:
    print("IndexError:", e)
data = {"b": 2, "a": 3, "c": 1}
print(sorted(data.items(), key=itemgetter(1)), max(data.items(), key=itemgetter(1))[0])
