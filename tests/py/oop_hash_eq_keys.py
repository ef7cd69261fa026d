# __eq__ and __hash__ for objects used as dict keys and set members; unhashable when __eq__ only
class Coord:
    def __init__(self, lat, lon):
        self.lat, self.lon = round(lat, 4), round(lon, 4)
    def __eq__(self, other):
        if not isinstance(other, Coord):
            return NotImplemented
        return (self.lat, self.lon) == (other.lat, other.lon)
    def __hash__(self):
        return hash((self.lat, self.lon))
    def __repr__(self):
        return f"Coord({self.lat}, {self.lon})"

class Tag:
    def __init__(self, name):
        self.name = name
    def __eq__(self, other):
        return isinstance(other, Tag) and self.name.lower() == other.name.lower()

places = {Coord(51.50001, -0.12): "London", Coord(48.8566, 2.3522): "Paris"}
print(places[Coord(51.5, -0.12)], Coord(48.85660001, 2.3522) in places)
seen = {Coord(1, 2), Coord(1.00001, 2), Coord(2, 1)}
print(len(seen), sorted(seen, key=lambda c: (c.lat, c.lon)))
print(Coord(1, 2) == Coord(1, 2), Coord(1, 2) != Coord(2, 1), Coord(1, 2) == (1, 2))
print(Tag("A") == Tag("a"), Tag.__hash__)
try:
    {Tag("x")}
except TypeError as e:
    print("TypeError:", e)
try:
    d = {Tag("y"): 1}
except TypeError as e:
    print("TypeError:", e)

class Plain:
    pass
a, b = Plain(), Plain()
print(a == a, a == b, len({a, b, a}), hash(a) == hash(a))

class CaseInsensitive(str):
    def __eq__(self, other):
        return self.lower() == str(other).lower()
    def __hash__(self):
        return hash(self.lower())
d = {CaseInsensitive("Key"): 1}
print(d.get(CaseInsensitive("KEY")), CaseInsensitive("ab") == "AB", "ab" == CaseInsensitive("AB"))
print(len({CaseInsensitive("x"), CaseInsensitive("X")}))
