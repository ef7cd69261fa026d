# recursion: classic functions and depth near 1000
def fact(n):
    return 1 if n <= 1 else n * fact(n - 1)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
def hanoi(n, a, b, c, moves):
    if n:
        hanoi(n - 1, a, c, b, moves)
        moves.append((a, c))
        hanoi(n - 1, b, a, c, moves)
    return moves
print(fact(10), fact(25), fib(20))
print(len(hanoi(10, "A", "B", "C", [])), hanoi(2, "A", "B", "C", []))
def depth(n):
    return 0 if n == 0 else 1 + depth(n - 1)
print(depth(900))
def flatten(x):
    if isinstance(x, list):
        out = []
        for e in x:
            out.extend(flatten(e))
        return out
    return [x]
print(flatten([1, [2, [3, [4, [5]]]], 6]))
def permutations(s):
    if len(s) <= 1:
        return [s]
    return [c + p for i, c in enumerate(s) for p in permutations(s[:i] + s[i + 1:])]
print(permutations("abc"))
def ackermann(m, n):
    if m == 0:
        return n + 1
    if n == 0:
        return ackermann(m - 1, 1)
    return ackermann(m - 1, ackermann(m, n - 1))
print(ackermann(2, 3))
def is_even(n):
    return True if n == 0 else is_odd(n - 1)
def is_odd(n):
    return False if n == 0 else is_even(n - 1)
print(is_even(100), is_odd(7))
