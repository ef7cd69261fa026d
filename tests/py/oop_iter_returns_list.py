class Playlist:
    def __init__(self, songs):
        self.songs = songs
    def __iter__(self):
        return self.songs
class Good:
    def __iter__(self):
        return iter([1, 2])
class Gen:
    def __iter__(self):
        yield 1
        yield 2
class Self:
    def __init__(self): self.i = 0
    def __iter__(self): return self
    def __next__(self):
        self.i += 1
        if self.i > 2: raise StopIteration
        return self.i
print(list(Good()), list(Gen()), list(Self()), iter(Good()).__next__(), next(iter(Gen())), next(iter(Self())))
p = Playlist(["a", "b"])
for f in (lambda: iter(p), lambda: list(p), lambda: [s for s in p], lambda: tuple(p), lambda: sorted(p), lambda: "".join(p), lambda: set(p), lambda: dict.fromkeys(p), lambda: max(p), lambda: enumerate(p), lambda: zip(p), lambda: sum(p, []), lambda: any(p), lambda: "a" in p):
    try:
        print(f())
    except TypeError as e:
        print("TypeError:", e)
for s in p:
    print(s)
