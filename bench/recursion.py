# plain recursion: N-queens backtracking, a recursive tree, naive Fibonacci, towers of Hanoi
def solve_queens(n):
    count = 0
    cols = set()
    diag1 = set()
    diag2 = set()

    def place(row):
        nonlocal count
        if row == n:
            count += 1
            return
        for c in range(n):
            if c in cols or row + c in diag1 or row - c in diag2:
                continue
            cols.add(c)
            diag1.add(row + c)
            diag2.add(row - c)
            place(row + 1)
            cols.remove(c)
            diag1.remove(row + c)
            diag2.remove(row - c)

    place(0)
    return count


def build_tree(depth, value=1):
    if depth == 0:
        return None
    return (value, build_tree(depth - 1, 2 * value), build_tree(depth - 1, 2 * value + 1))


def tree_sum(node):
    if node is None:
        return 0
    value, left, right = node
    return value + tree_sum(left) + tree_sum(right)


def tree_height(node):
    if node is None:
        return 0
    return 1 + max(tree_height(node[1]), tree_height(node[2]))


def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)


def hanoi(n, src, dst, via, moves):
    if n == 0:
        return
    hanoi(n - 1, src, via, dst, moves)
    moves.append((src, dst))
    hanoi(n - 1, via, dst, src, moves)


def main():
    print("9 queens:", solve_queens(9), "solutions")
    tree = build_tree(18)
    print("tree sum:", tree_sum(tree), "height:", tree_height(tree))
    print("fib(27) =", fib(27))
    moves = []
    hanoi(17, "A", "C", "B", moves)
    print("hanoi(17):", len(moves), "moves, last", moves[-1])


if __name__ == "__main__":
    main()
