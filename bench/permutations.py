# brute force with itertools.permutations: a small travelling salesman, a digit puzzle, an assignment
from itertools import permutations
import math


def tour_length(order, dist):
    total = 0.0
    for a, b in zip(order, order[1:] + order[:1]):
        total += dist[a][b]
    return total


def solve_tsp(points):
    n = len(points)
    dist = [[math.dist(points[i], points[j]) for j in range(n)] for i in range(n)]
    best, best_order = float("inf"), None
    for perm in permutations(range(1, n)):
        order = (0,) + perm
        length = tour_length(order, dist)
        if length < best:
            best, best_order = length, order
    return best, best_order


def digit_puzzle():
    # use each digit 1-9 once so that ABC + DEF = GHI
    solutions = 0
    first = None
    for a, b, c, d, e, f, g, h, i in permutations(range(1, 10)):
        if (100 * a + 10 * b + c) + (100 * d + 10 * e + f) == 100 * g + 10 * h + i:
            solutions += 1
            if first is None:
                first = (a, b, c, d, e, f, g, h, i)
    return solutions, first


def best_assignment(cost):
    n = len(cost)
    best = min(permutations(range(n)), key=lambda p: (sum(cost[w][p[w]] for w in range(n)), p))
    return sum(cost[w][best[w]] for w in range(n)), best


def best_seating(guests, happiness):
    # guests sit around a round table; each gains happiness[a][b] from each neighbour b
    first, rest = guests[0], guests[1:]
    best = None
    for perm in permutations(rest):
        table = [first, *perm]
        total = 0
        for i, g in enumerate(table):
            left, right = table[i - 1], table[(i + 1) % len(table)]
            total += happiness[g][left] + happiness[g][right]
        if best is None or total > best[0]:
            best = (total, table)
    return best


def main():
    points = [(math.cos(k * 2.1) * (10 + k), math.sin(k * 1.3) * (8 + 2 * k)) for k in range(9)]
    best, order = solve_tsp(points)
    print(f"best tour {best:.4f} via {order}")
    n, first = digit_puzzle()
    print("ABC + DEF = GHI solutions:", n, "first:", first)
    cost = [[(w * 17 + j * 29 + w * j) % 23 + 1 for j in range(8)] for w in range(8)]
    print("best assignment:", best_assignment(cost))
    guests = ["Alice", "Bob", "Carol", "David", "Eric", "Frank", "George", "Mallory", "Zed"]
    happiness = {a: {b: (len(a) * 13 + len(b) * 7 + ord(a[0]) * ord(b[-1])) % 41 - 20 for b in guests} for a in guests}
    print("best seating:", best_seating(guests, happiness))


if __name__ == "__main__":
    main()
