# random-driven simulations: estimating pi, random walks, dice and a shuffled deck
import random
from collections import Counter


def estimate_pi(samples, rng):
    inside = 0
    for _ in range(samples):
        x, y = rng.random(), rng.random()
        if x * x + y * y <= 1.0:
            inside += 1
    return 4 * inside / samples


def random_walk(steps, rng):
    x = y = 0
    farthest = 0
    for _ in range(steps):
        dx, dy = rng.choice([(1, 0), (-1, 0), (0, 1), (0, -1)])
        x += dx
        y += dy
        farthest = max(farthest, abs(x) + abs(y))
    return (x, y), farthest


def dice(rolls, rng):
    return Counter(rng.randint(1, 6) + rng.randint(1, 6) for _ in range(rolls))


def main():
    rng = random.Random(1234)
    print(f"pi ~ {estimate_pi(750_000, rng):.5f}")
    end, farthest = random_walk(150_000, rng)
    print("walk ended at", end, "farthest", farthest)
    counts = dice(50_000, rng)
    print("dice:", [counts[s] for s in range(2, 13)])
    deck = [f"{r}{s}" for s in "SHDC" for r in "A23456789TJQK"]
    rng.shuffle(deck)
    print("hand:", deck[:5])
    print("sample:", rng.sample(range(1000), 5), f"gauss {rng.gauss(0, 1):.6f}", f"uniform {rng.uniform(5, 10):.6f}")
    random.seed(99)
    print("module-level:", random.randint(1, 10**9), round(random.random(), 8), random.choice("abcdef"))


if __name__ == "__main__":
    main()
