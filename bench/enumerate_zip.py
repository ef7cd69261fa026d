# loops with enumerate and zip: running statistics, pairwise differences, parallel lists
def running_stats(values):
    best_i, best = 0, values[0]
    total = 0
    for i, v in enumerate(values):
        total += v
        if v > best:
            best_i, best = i, v
    return total / len(values), best_i, best


def main():
    n = 280_000
    prices = [100 + ((i * 7919) % 211 - 105) / 10 + i * 0.001 for i in range(n)]
    volumes = [(i * 31) % 97 + 1 for i in range(n)]
    names = [f"t{i % 50}" for i in range(n)]

    mean, best_i, best = running_stats(prices)
    print(f"mean {mean:.4f}, best {best:.2f} at {best_i}")

    ups = downs = 0
    biggest_drop = (0.0, -1)
    for i, (a, b) in enumerate(zip(prices, prices[1:])):
        if b > a:
            ups += 1
        elif b < a:
            downs += 1
            if a - b > biggest_drop[0]:
                biggest_drop = (a - b, i)
    print(f"ups {ups}, downs {downs}, biggest drop {biggest_drop[0]:.2f} at {biggest_drop[1]}")

    vwap_num = sum(p * v for p, v in zip(prices, volumes))
    print(f"vwap {vwap_num / sum(volumes):.4f}")

    per_name = {}
    for idx, (name, price, vol) in enumerate(zip(names, prices, volumes), start=1):
        if idx % 2:
            per_name[name] = per_name.get(name, 0) + price * vol
    top = max(per_name, key=per_name.get)
    print("top ticker:", top, round(per_name[top], 2))

    index = dict(zip(names[:50], range(50)))
    marks = [i for i, (name, v) in enumerate(zip(names, volumes)) if index[name] == v]
    print("marks:", len(marks), marks[:5])


if __name__ == "__main__":
    main()
