# Tic-tac-toe board evaluation and a tiny minimax
LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]

def winner(board):
    for a, b, c in LINES:
        if board[a] != " " and board[a] == board[b] == board[c]:
            return board[a]
    return None

def show(board):
    rows = [" | ".join(board[i:i + 3]) for i in range(0, 9, 3)]
    print("\n--+---+--\n".join(rows))

def minimax(board, player):
    w = winner(board)
    if w == "X":
        return 1, None
    if w == "O":
        return -1, None
    if " " not in board:
        return 0, None
    best = None
    for i, cell in enumerate(board):
        if cell != " ":
            continue
        board[i] = player
        score, _ = minimax(board, "O" if player == "X" else "X")
        board[i] = " "
        if best is None or (player == "X" and score > best[0]) or (player == "O" and score < best[0]):
            best = (score, i)
    return best

board = list("XO XO    ")
show(board)
print("winner:", winner(board))
score, move = minimax(board, "X")
print("best move for X:", move, "score:", score)
board[move] = "X"
show(board)
print("winner:", winner(board))
print(winner(list("OOOXX X  ")), winner(list("XOXOXOOXO")), winner(list("         ")))
