# JSON-like nested data processing: orders report
orders = [
    {"id": 1, "customer": {"name": "Ann", "tier": "gold"}, "items": [{"sku": "A1", "qty": 2, "price": 9.99}, {"sku": "B2", "qty": 1, "price": 24.5}], "status": "shipped"},
    {"id": 2, "customer": {"name": "Bob", "tier": "silver"}, "items": [{"sku": "A1", "qty": 5, "price": 9.99}], "status": "pending"},
    {"id": 3, "customer": {"name": "Ann", "tier": "gold"}, "items": [], "status": "cancelled"},
    {"id": 4, "customer": {"name": "Cy", "tier": None}, "items": [{"sku": "C3", "qty": 3, "price": 4.25}, {"sku": "B2", "qty": 2, "price": 24.5}], "status": "shipped"},
]
def order_total(order):
    return round(sum(i["qty"] * i["price"] for i in order["items"]), 2)
for o in orders:
    print(o["id"], o["customer"]["name"], o["status"], order_total(o))
by_customer = {}
for o in orders:
    name = o["customer"]["name"]
    by_customer[name] = round(by_customer.get(name, 0) + order_total(o), 2)
print(by_customer)
sku_qty = {}
for o in orders:
    if o["status"] == "cancelled":
        continue
    for item in o["items"]:
        sku_qty[item["sku"]] = sku_qty.get(item["sku"], 0) + item["qty"]
print(dict(sorted(sku_qty.items())))
status_counts = {}
for o in orders:
    status_counts[o["status"]] = status_counts.get(o["status"], 0) + 1
print(status_counts)
tiers = {o["customer"]["tier"] or "none" for o in orders}
print(sorted(tiers))
def walk(node, path=""):
    if isinstance(node, dict):
        for k, v in node.items():
            yield from walk(v, f"{path}.{k}" if path else k)
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from walk(v, f"{path}[{i}]")
    else:
        yield path, node
for path, value in walk(orders[0]):
    print(path, "=", repr(value))
biggest = max(orders, key=order_total)
print("biggest order:", biggest["id"], order_total(biggest))
