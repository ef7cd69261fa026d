# Org chart as a tree: build from flat records, walk, aggregate
records = [
    ("ceo", None, "Ada", 300),
    ("cto", "ceo", "Brian", 220),
    ("cfo", "ceo", "Chloe", 210),
    ("eng1", "cto", "Dev", 150),
    ("eng2", "cto", "Eli", 145),
    ("intern", "eng1", "Fay", 40),
    ("acct", "cfo", "Gus", 95),
]
children = {}
info = {}
root = None
for key, boss, name, salary in records:
    info[key] = {"name": name, "salary": salary}
    if boss is None:
        root = key
    else:
        children.setdefault(boss, []).append(key)

def print_tree(key, prefix="", last=True):
    connector = "" if key == root else ("`-- " if last else "|-- ")
    print(prefix + connector + f"{info[key]['name']} ({key})")
    kids = children.get(key, [])
    for i, kid in enumerate(kids):
        extension = "" if key == root else ("    " if last else "|   ")
        print_tree(kid, prefix + extension, i == len(kids) - 1)

def total_cost(key):
    return info[key]["salary"] + sum(total_cost(k) for k in children.get(key, []))

def depth(key):
    return 1 + max((depth(k) for k in children.get(key, [])), default=0)

def chain_of_command(key):
    parent = {k: b for k, b, _, _ in records}
    chain = []
    while key is not None:
        chain.append(info[key]["name"])
        key = parent[key]
    return " -> ".join(chain)

print_tree(root)
print("total cost:", total_cost(root), "cto branch:", total_cost("cto"))
print("depth:", depth(root))
print(chain_of_command("intern"))
leaves = [info[k]["name"] for k in info if k not in children]
print("individual contributors:", leaves)
span = {info[k]["name"]: len(v) for k, v in children.items()}
print(span)
