# chess move generation for a few pieces: abstract Piece with direction vectors, sliding vs stepping
from abc import ABC, abstractmethod

FILES = "abcdefgh"

def square(col, row):
    return f"{FILES[col]}{row + 1}"

class Piece(ABC):
    def __init__(self, pos):
        self.col, self.row = FILES.index(pos[0]), int(pos[1]) - 1
    @property
    @abstractmethod
    def directions(self): ...
    sliding = False
    def moves(self):
        out = []
        for dc, dr in self.directions:
            c, r = self.col + dc, self.row + dr
            while 0 <= c < 8 and 0 <= r < 8:
                out.append(square(c, r))
                if not self.sliding:
                    break
                c, r = c + dc, r + dr
        return sorted(out)
    def __repr__(self):
        return f"{type(self).__name__}@{square(self.col, self.row)}"

class Rook(Piece):
    directions = [(1, 0), (-1, 0), (0, 1), (0, -1)]
    sliding = True

class Bishop(Piece):
    directions = [(1, 1), (1, -1), (-1, 1), (-1, -1)]
    sliding = True

class Queen(Piece):
    directions = Rook.directions + Bishop.directions
    sliding = True

class King(Piece):
    directions = Queen.directions

class Knight(Piece):
    directions = [(1, 2), (2, 1), (-1, 2), (-2, 1), (1, -2), (2, -1), (-1, -2), (-2, -1)]

for p in (Rook("a1"), Bishop("c1"), Queen("d4"), King("e1"), Knight("g1"), Knight("d4")):
    m = p.moves()
    print(p, len(m), m if len(m) <= 8 else m[:6] + ["..."])
try:
    Piece("a1")
except TypeError as e:
    print("TypeError:", e)
