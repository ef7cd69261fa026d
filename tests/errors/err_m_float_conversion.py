prices = ["19.99", "5", "N/A", "7.50"]
total = 0.0
for p in prices:
    total += float(p)
    print(f"running total: {total:.2f}")
