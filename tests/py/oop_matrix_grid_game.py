# grid-based game: Board class with __getitem__ on (row, col), pieces with polymorphic moves
class Piece:
    symbol = "?"
    def __init__(self, color):
        self.color = color
    def moves(self, r, c, board):
        return []
    def __str__(self):
        return self.symbol.upper() if self.color == "white" else self.symbol

class Rook(Piece):
    symbol = "r"
    def moves(self, r, c, board):
        out = []
        for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            nr, nc = r + dr, c + dc
            while board.inside(nr, nc):
                target = board[nr, nc]
                if target is None:
                    out.append((nr, nc))
                else:
                    if target.color != self.color:
                        out.append((nr, nc))
                    break
                nr, nc = nr + dr, nc + dc
        return out

class Knight(Piece):
    symbol = "n"
    def moves(self, r, c, board):
        jumps = [(1, 2), (2, 1), (-1, 2), (-2, 1), (1, -2), (2, -1), (-1, -2), (-2, -1)]
        return sorted((r + a, c + b) for a, b in jumps
                      if board.inside(r + a, c + b)
                      and (board[r + a, c + b] is None or board[r + a, c + b].color != self.color))

class Board:
    def __init__(self, size=5):
        self.size = size
        self.cells = [[None] * size for _ in range(size)]
    def inside(self, r, c):
        return 0 <= r < self.size and 0 <= c < self.size
    def __getitem__(self, pos):
        r, c = pos
        return self.cells[r][c]
    def __setitem__(self, pos, piece):
        r, c = pos
        if not self.inside(r, c):
            raise IndexError(f"{pos} is off the board")
        self.cells[r][c] = piece
    def __str__(self):
        return "\n".join(" ".join(str(p) if p else "." for p in row) for row in self.cells)

b = Board()
b[0, 0] = Rook("white")
b[0, 3] = Knight("black")
b[3, 0] = Rook("black")
b[2, 2] = Knight("white")
print(b)
print("rook:", b[0, 0].moves(0, 0, b))
print("knight:", b[2, 2].moves(2, 2, b))
print("black knight:", b[0, 3].moves(0, 3, b))
try:
    b[5, 5] = Rook("white")
except IndexError as e:
    print("IndexError:", e)
print(sum(1 for row in b.cells for p in row if p), [str(p) for row in b.cells for p in row if p])
