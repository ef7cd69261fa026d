items = [("Espresso", 2, 2.8), ("Croissant au beurre", 1, 3.25), ("Orange juice (large)", 3, 4.1), ("Water", 1, 0)]
W = 40
print("CAFÉ LUMIÈRE".center(W, "="))
print(f"{'Item':<22}{'Qty':>4}{'Each':>7}{'Sum':>7}")
total = 0.0
for name, qty, each in items:
    s = qty * each
    total += s
    label = name if len(name) <= 21 else name[:20] + "…"
    print(f"{label:<22}{qty:>4}{each:>7.2f}{s:>7.2f}")
print("-" * W)
service = round(total * 0.125, 2)
print(f"{'Subtotal':<33}{total:>7.2f}")
print(f"{'Service 12.5%':<33}{service:>7.2f}")
print(f"{'TOTAL':<33}{total + service:>7.2f}")
print(f"{'(EUR)':>{W}}")
split = (total + service) / 3
print(f"split 3 ways: {split:.2f} each, remainder {round((total + service) - round(split, 2) * 3, 2):+.2f}")
print(f"{total + service:=^{W}.3f}")
