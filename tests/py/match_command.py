# a text adventure's command interpreter over command.split()
inventory = ["lamp"]
room = {"name": "hall", "items": ["key", "coin", "map"], "exits": {"north": "library", "east": "kitchen"}}
log = []


def run(command):
    match command.split():
        case []:
            return "say something"
        case ["quit" | "exit" | "q"]:
            return "bye"
        case ["look"]:
            return f"you are in the {room['name']}; you see {', '.join(room['items']) or 'nothing'}"
        case ["look", "at", thing] if thing in inventory:
            return f"your {thing} looks fine"
        case ["look", "at", thing]:
            return f"no {thing} here"
        case ["go", direction] if direction in room["exits"]:
            room["name"] = room["exits"][direction]
            return f"you go {direction} to the {room['name']}"
        case ["go", direction]:
            return f"you can't go {direction}"
        case ["go"]:
            return "go where?"
        case ["take", "all"]:
            taken = room["items"][:]
            inventory.extend(taken)
            room["items"].clear()
            return f"taken: {taken}"
        case ["take", obj] if obj in room["items"]:
            room["items"].remove(obj)
            inventory.append(obj)
            return f"taken {obj}"
        case ["take", *objs] if len(objs) > 1:
            return "\n".join(run("take " + o) for o in objs)
        case ["take", obj]:
            return f"there is no {obj}"
        case ["drop", *objs] if objs:
            for o in objs:
                if o in inventory:
                    inventory.remove(o)
                    room["items"].append(o)
            return f"dropped {objs}"
        case ["inventory" | "inv" | "i"]:
            return f"you carry {inventory}"
        case ["say", *words]:
            return " ".join(words).upper()
        case [verb, *_]:
            return f"I don't know how to {verb}"


script = """look
look at lamp
look at sword
take key
take key
take coin map sword
inventory
drop lamp coin
go
go west
go north
say hello   there
take all
i
dance wildly

exit"""
for line in script.split("\n"):
    print(">", line)
    print(run(line))


# a stack machine: the loop's break and continue inside case bodies
program = "push 3 push 4 add dup mul print push 10 swap sub print nop jmp push 1 halt push 2 print".split()
stack = []
pc = 0
steps = 0
while pc < len(program):
    steps += 1
    op = program[pc]
    pc += 1
    match op:
        case "push":
            stack.append(int(program[pc]))
            pc += 1
        case "add" | "sub" | "mul":
            b, a = stack.pop(), stack.pop()
            match op:
                case "add":
                    stack.append(a + b)
                case "sub":
                    stack.append(a - b)
                case "mul":
                    stack.append(a * b)
        case "dup":
            stack.append(stack[-1])
        case "swap":
            stack[-1], stack[-2] = stack[-2], stack[-1]
        case "print":
            print("top:", stack[-1])
        case "nop":
            continue
        case "jmp":
            pc += 2
            continue
        case "halt":
            break
        case other:
            raise ValueError(other)
else:
    print("fell off the end")
print("stack", stack, "steps", steps)

for word in ["a", "b", "stop", "c"]:
    match word:
        case "stop":
            print("stopping")
            break
        case w:
            print("word", w)
print("last word", word, "w =", w)
