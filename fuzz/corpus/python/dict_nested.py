# nested dict/list data as models produce and process it
data = {
    "users": [
        {"id": 1, "name": "Ann", "roles": ["admin", "dev"], "active": True},
        {"id": 2, "name": "Bob", "roles": ["dev"], "active": False},
        {"id": 3, "name": "Cid", "roles": [], "active": True},
    ],
    "meta": {"count": 3, "source": "test"},
}
print(data["meta"]["count"], data["users"][1]["name"])
print([u["name"] for u in data["users"] if u["active"]])
roles = {}
for u in data["users"]:
    for r in u["roles"]:
        roles.setdefault(r, []).append(u["id"])
print(roles)
data["users"][2]["roles"].append("ops")
print(data["users"][2])
print(sum(len(u["roles"]) for u in data["users"]))
by_id = {u["id"]: u for u in data["users"]}
print(by_id[2]["active"], sorted(by_id))
print(data.get("missing", {}).get("x", "n/a"))
tree = {"a": {"b": {"c": 1}}}
tree["a"]["b"]["d"] = 2
tree["a"]["e"] = [1, {"f": 3}]
print(tree)
print(tree["a"]["e"][1]["f"])
