# Tower of Hanoi: recursive moves, generator version, iterative version, and move counts
def hanoi(n, src="A", dst="C", via="B", moves=None):
    if moves is None:
        moves = []
    if n:
        hanoi(n - 1, src, via, dst, moves)
        moves.append((n, src, dst))
        hanoi(n - 1, via, dst, src, moves)
    return moves


def hanoi_gen(n, a="A", b="B", c="C"):
    if n == 0:
        return
    yield from hanoi_gen(n - 1, a, c, b)
    yield a, c
    yield from hanoi_gen(n - 1, b, a, c)


def simulate(n, moves):
    pegs = {"A": list(range(n, 0, -1)), "B": [], "C": []}
    for disk, s, d in moves:
        assert pegs[s][-1] == disk
        if pegs[d] and pegs[d][-1] < disk:
            raise ValueError(f"illegal move of {disk} onto {pegs[d][-1]}")
        pegs[d].append(pegs[s].pop())
    return pegs


for disk, s, d in hanoi(3):
    print(f"move disk {disk} from {s} to {d}")
print([len(hanoi(n)) for n in range(1, 11)])
print(simulate(6, hanoi(6)))
print(list(hanoi_gen(2)))
print(sum(1 for _ in hanoi_gen(12)), 2 ** 12 - 1)
print([(s, d) for _, s, d in hanoi(4)] == list(hanoi_gen(4)))
try:
    simulate(2, [(1, "A", "B"), (2, "A", "B")])
except ValueError as e:
    print("ValueError:", e)
