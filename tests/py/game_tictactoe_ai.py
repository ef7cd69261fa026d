import random
WIN = [(0,1,2),(3,4,5),(6,7,8),(0,3,6),(1,4,7),(2,5,8),(0,4,8),(2,4,6)]
def winner(b):
    for a, c, d in WIN:
        if b[a] != " " and b[a] == b[c] == b[d]:
            return b[a]
    return "draw" if " " not in b else None
def minimax(b, player, memo={}):
    key = ("".join(b), player)
    if key in memo:
        return memo[key]
    w = winner(b)
    if w == "X": return (1, None)
    if w == "O": return (-1, None)
    if w == "draw": return (0, None)
    best = None
    for i in range(9):
        if b[i] == " ":
            b[i] = player
            score, _ = minimax(b, "O" if player == "X" else "X")
            b[i] = " "
            if best is None or (player == "X" and score > best[0]) or (player == "O" and score < best[0]):
                best = (score, i)
    memo[key] = best
    return best
def show(b):
    rows = [" | ".join(b[i:i+3]) for i in (0, 3, 6)]
    print("\n---------\n".join(rows))
random.seed(11)
board = [" "] * 9
player = "X"
while winner(board) is None:
    if player == "X":
        _, move = minimax(board, "X")
    else:
        move = random.choice([i for i, c in enumerate(board) if c == " "])
    board[move] = player
    player = "O" if player == "X" else "X"
show(board)
print("result:", winner(board), "memo size:", len(minimax.__defaults__[0]))
