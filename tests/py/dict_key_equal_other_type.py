# a dict key found through an object of another type that is equal and hashes the same
class Name:
    def __init__(self, s):
        self.s = s
    def __eq__(self, other):
        return self.s == (other.s if isinstance(other, Name) else other)
    def __hash__(self):
        return hash(self.s)
d = {Name("ann"): 1, "bob": 2}
print(d.get("ann"), "ann" in d, d.get(Name("bob")), Name("bob") in d, {1: "x"}.get(1.0), {True: 1}.get(1))
