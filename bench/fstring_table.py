# formatting a report table with f-strings and format specs
import math


def make_rows(n):
    rows = []
    for i in range(n):
        name = f"item-{i:05d}"
        qty = (i * 37) % 1000
        price = round(math.sqrt(i + 1) * 3.7, 3)
        change = math.sin(i) * 12.5
        rows.append((name, qty, price, change))
    return rows


def render(rows):
    lines = [f"{'name':<12}|{'qty':>6}|{'price':>10}|{'value':>14}|{'change':>8}|{'share':>7}"]
    lines.append("-" * len(lines[0]))
    total = sum(q * p for _, q, p, _ in rows)
    for name, qty, price, change in rows:
        value = qty * price
        lines.append(f"{name:<12}|{qty:>6d}|{price:>10.3f}|{value:>14,.2f}|{change:>+8.2f}|{value / total:>7.3%}")
    lines.append(f"{'total':<12}|{sum(r[1] for r in rows):>6d}|{'':>10}|{total:>14,.2f}|{'':>8}|{1:>7.1%}")
    return "\n".join(lines)


def main():
    rows = make_rows(60_000)
    table = render(rows)
    lines = table.splitlines()
    print(f"{len(lines)} lines, {len(table)} characters")
    for line in lines[:4] + lines[-2:]:
        print(line)
    hexes = " ".join(f"{q:#06x}" for _, q, _, _ in rows[:8])
    print(hexes)
    print(f"{'centered':^20}|{3.14159:^10.2e}|{-42:^+8d}|{12345678:_d}")


if __name__ == "__main__":
    main()
