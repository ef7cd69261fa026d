inventory = {"apples": 3, "pears": 0}
orders = [("apples", 2), ("pears", 1), ("kiwis", 4)]
for item, qty in orders:
    have = inventory[item]
    if have < qty:
        print(f"short on {item}: have {have}, need {qty}")
    else:
        inventory[item] = have - qty
        print(f"shipped {qty} {item}")
