# a ComparableMixin deriving all comparisons from a _key(), plus a serializable mixin, with MRO
class ComparableMixin:
    def _key(self):
        raise NotImplementedError
    def __eq__(self, o):
        return type(self) is type(o) and self._key() == o._key()
    def __lt__(self, o):
        return self._key() < o._key()
    def __le__(self, o):
        return self._key() <= o._key()
    def __gt__(self, o):
        return self._key() > o._key()
    def __ge__(self, o):
        return self._key() >= o._key()
    def __hash__(self):
        return hash(self._key())

class DictMixin:
    def to_dict(self):
        return {k: v for k, v in vars(self).items() if not k.startswith("_")}

class Student(ComparableMixin, DictMixin):
    def __init__(self, name, grade, age):
        self.name, self.grade, self.age = name, grade, age
        self._secret = "x"
    def _key(self):
        return (-self.grade, self.name)
    def __repr__(self):
        return f"{self.name}({self.grade})"

roster = [Student("zoe", 90, 20), Student("adam", 95, 22), Student("bea", 90, 19), Student("cal", 70, 21)]
print(sorted(roster), min(roster), max(roster))
print(roster[0] < roster[3], roster[0] >= roster[2], roster[1] == Student("adam", 95, 99))
print(len(set(roster + [Student("zoe", 90, 50)])), roster[2].to_dict())
print([c.__name__ for c in Student.__mro__], Student.__hash__ is ComparableMixin.__hash__)
