import random
random.seed(314)
stock = {"widget": 20, "gadget": 8, "doohickey": 15}
reorder = {"widget": (10, 30), "gadget": (5, 12), "doohickey": (6, 20)}
log = []
pending = []
for day in range(1, 15):
    arrived = [p for p in pending if p[0] == day]
    for _, item, qty in arrived:
        stock[item] += qty
        log.append(f"day {day:2}: +{qty} {item}")
    pending = [p for p in pending if p[0] != day]
    for item in stock:
        demand = random.randint(0, 6)
        sold = min(demand, stock[item])
        stock[item] -= sold
        if sold < demand:
            log.append(f"day {day:2}: stockout {item} (lost {demand - sold})")
        point, target = reorder[item]
        if stock[item] <= point and not any(p[1] == item for p in pending):
            lead = random.choice([2, 3, 4])
            pending.append((day + lead, item, target - stock[item]))
            log.append(f"day {day:2}: order {target - stock[item]} {item} (arrives day {day + lead})")
print("\n".join(log))
print(stock, sorted(pending))
