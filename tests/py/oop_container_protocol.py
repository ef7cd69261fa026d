# a custom container: __len__, __getitem__ (ints and slices), __setitem__, __delitem__,
# __contains__, __iter__, __reversed__, __bool__, __iadd__
class Playlist:
    def __init__(self, name, songs=()):
        self.name = name
        self._songs = list(songs)

    def __len__(self):
        return len(self._songs)

    def __getitem__(self, index):
        if isinstance(index, slice):
            return Playlist(f"{self.name}[slice]", self._songs[index])
        return self._songs[index]

    def __setitem__(self, index, song):
        self._songs[index] = song

    def __delitem__(self, index):
        del self._songs[index]

    def __contains__(self, song):
        return song.lower() in (s.lower() for s in self._songs)

    def __iter__(self):
        return iter(self._songs)

    def __reversed__(self):
        return reversed(self._songs)

    def __iadd__(self, other):
        self._songs.extend(other if isinstance(other, list) else other._songs)
        return self

    def __add__(self, other):
        return Playlist(f"{self.name}+{other.name}", self._songs + other._songs)

    def __repr__(self):
        return f"Playlist({self.name!r}, {self._songs})"

p = Playlist("road", ["Hey Jude", "Africa", "Roxanne"])
print(len(p), p[0], p[-1], p[1:])
print("africa" in p, "Help" in p, bool(p), bool(Playlist("empty")))
p[1] = "Kashmir"
del p[0]
print(p, list(reversed(p)))
alias = p
p += ["Layla", "Creep"]
print(alias is p, p)
q = p + Playlist("x", ["One"])
print(q, len(q))
print([s.upper() for s in p if len(s) > 5], sorted(p), list(enumerate(p[::2])))
try:
    p[10]
except IndexError as e:
    print("IndexError:", e)
a, b, *c = p
print(a, b, c, max(p, key=len))
if not Playlist("none"):
    print("empty playlist is falsy")
