# Command-driven todo list manager
commands = """add Buy milk
add Write report !high
add Call mom
done 2
add Fix bug !high
list
remove 3
rename 1 Buy oat milk
done 9
list
stats""".splitlines()
todos = []
next_id = 1
for line in commands:
    cmd, _, arg = line.partition(" ")
    if cmd == "add":
        high = arg.endswith("!high")
        title = arg.replace("!high", "").strip()
        todos.append({"id": next_id, "title": title, "done": False, "high": high})
        print(f"added #{next_id}: {title}{' (high)' if high else ''}")
        next_id += 1
    elif cmd in ("done", "remove", "rename"):
        num, _, rest = arg.partition(" ")
        item = next((t for t in todos if t["id"] == int(num)), None)
        if item is None:
            print(f"error: no todo #{num}")
            continue
        if cmd == "done":
            item["done"] = True
            print(f"completed #{num}")
        elif cmd == "remove":
            todos.remove(item)
            print(f"removed #{num}")
        else:
            item["title"] = rest
            print(f"renamed #{num} to {rest!r}")
    elif cmd == "list":
        for t in sorted(todos, key=lambda t: (t["done"], not t["high"], t["id"])):
            mark = "x" if t["done"] else " "
            flag = "!" if t["high"] else " "
            print(f"  [{mark}]{flag} {t['id']}. {t['title']}")
    elif cmd == "stats":
        done = sum(t["done"] for t in todos)
        print(f"{done}/{len(todos)} done ({done / len(todos):.0%})")
