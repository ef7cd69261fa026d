# Join two CSV tables (customers and orders) on a key: inner, left join, and aggregate per customer.
import csv
import io
from collections import defaultdict

CUSTOMERS = "id,name,country\n1,Ann,NO\n2,Bob,US\n3,Cy,FR\n4,Dee,US\n"
ORDERS = "order_id,customer_id,amount\n100,1,25.00\n101,2,12.50\n102,1,7.25\n103,5,99.99\n104,2,40.00\n"

customers = {r["id"]: r for r in csv.DictReader(io.StringIO(CUSTOMERS))}
orders = list(csv.DictReader(io.StringIO(ORDERS)))
print("INNER JOIN")
for o in orders:
    c = customers.get(o["customer_id"])
    if c:
        print(f"  {o['order_id']} {c['name']:<4} {c['country']} {float(o['amount']):>7.2f}")
print("LEFT JOIN customers -> orders")
by_cust = defaultdict(list)
for o in orders:
    by_cust[o["customer_id"]].append(float(o["amount"]))
for cid, c in customers.items():
    amounts = by_cust.get(cid, [])
    print(f"  {c['name']:<4} orders={len(amounts)} total={sum(amounts):>7.2f} avg={(sum(amounts) / len(amounts)) if amounts else 0:>6.2f}")
orphans = [o["order_id"] for o in orders if o["customer_id"] not in customers]
print("orphan orders:", orphans)
per_country = defaultdict(float)
for o in orders:
    if o["customer_id"] in customers:
        per_country[customers[o["customer_id"]]["country"]] += float(o["amount"])
print(dict(sorted(per_country.items(), key=lambda kv: -kv[1])))
