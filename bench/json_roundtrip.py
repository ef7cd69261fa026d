# JSON round trips of nested records
import json


def make_orders(n):
    orders = []
    for i in range(n):
        orders.append({
            "id": i,
            "customer": {"name": f"customer {i % 313}", "email": f"c{i % 313}@example.com", "vip": i % 17 == 0},
            "items": [{"sku": f"SKU-{(i * k) % 1000:04d}", "qty": k, "price": round(1.5 * k + i % 10, 2)}
                      for k in range(1, 1 + i % 5)],
            "note": None if i % 3 else "leave at the door \u2013 thanks",
            "status": ["new", "paid", "shipped", "done"][i % 4],
        })
    return orders


def main():
    orders = make_orders(6_000)
    text = json.dumps(orders)
    print("compact size:", len(text))
    back = json.loads(text)
    assert back == orders
    pretty = json.dumps(orders[:300], indent=2, sort_keys=True)
    print("pretty size:", len(pretty), "lines:", pretty.count("\n") + 1)
    again = json.loads(pretty)
    revenue = sum(item["qty"] * item["price"] for o in back for item in o["items"])
    print(f"revenue: {revenue:.2f}")
    vips = {o["customer"]["name"] for o in back if o["customer"]["vip"]}
    print("vip customers:", len(vips), "round trips equal:", again == orders[:300])
    for _ in range(3):
        text = json.dumps(json.loads(text), separators=(",", ":"))
    print("minified size:", len(text), text[:80])
    print(json.dumps({"a": [1, 2.5, True, None], "b": "caf\u00e9"}, ensure_ascii=False))


if __name__ == "__main__":
    main()
