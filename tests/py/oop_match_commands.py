# command parser with structural pattern matching over split strings and tuples
def execute(command, state):
    match command.split():
        case ["go", ("north" | "south" | "east" | "west") as direction]:
            state["pos"] = direction
            return f"going {direction}"
        case ["go", other]:
            return f"cannot go {other}"
        case ["take", item] if item not in state["bag"]:
            state["bag"].append(item)
            return f"took {item}"
        case ["take", item]:
            return f"already have {item}"
        case ["drop", *items] if items:
            dropped = [i for i in items if i in state["bag"]]
            for i in dropped:
                state["bag"].remove(i)
            return f"dropped {dropped}"
        case ["look"] | ["l"]:
            return f"at {state['pos']}, carrying {sorted(state['bag'])}"
        case ["quit" | "exit"]:
            return "bye"
        case []:
            return "say something"
        case [verb, *_]:
            return f"unknown verb {verb!r}"

state = {"pos": "start", "bag": []}
for cmd in ["look", "go north", "go up", "take lamp", "take key", "take lamp",
            "drop lamp sword", "l", "", "dance wildly", "drop", "quit"]:
    print(f"{cmd!r:20} -> {execute(cmd, state)}")

def classify(point):
    match point:
        case (0, 0):
            return "origin"
        case (0, y):
            return f"on y axis at {y}"
        case (x, 0):
            return f"on x axis at {x}"
        case (x, y) if x == y:
            return f"diagonal {x}"
        case (x, y, *rest):
            return f"point {x},{y} plus {len(rest)} more"
        case _:
            return "not a point"
for p in [(0, 0), (0, 5), (3, 0), (4, 4), (1, 2), (1, 2, 3, 4), "xy", 5]:
    print(p, "->", classify(p))
