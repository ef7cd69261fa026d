# aligned report output with f-strings
rows = [("Widget", 4, 3.5), ("Gadget long name", 12, 10.0), ("X", 100, 0.125)]
w = max(len(r[0]) for r in rows)
print(f"{'Item':<{w}} | {'Qty':>5} | {'Price':>8} | {'Total':>9}")
print(f"{'':-<{w}}-+-{'':-^5}-+-{'':->8}-+-{'':->9}")
grand = 0
for name, qty, price in rows:
    total = qty * price
    grand += total
    print(f"{name:<{w}} | {qty:>5d} | {price:>8.3f} | {total:>9,.2f}")
print(f"{'TOTAL':>{w + 19}} | {grand:>9,.2f}")
pct = [0.1234, 0.5, 1.0, 0.0005]
print(" ".join(f"{p:>7.1%}" for p in pct))
print(f"{'centered':^20}|", f"{'left':<10}|", f"{'right':>10}|")
print(f"{12:>+5}|{-12:<+5}|{12:^+7}|")
