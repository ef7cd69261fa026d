# text adventure: rooms graph, player with inventory, command dispatch by getattr
class Room:
    def __init__(self, name, description, items=()):
        self.name, self.description = name, description
        self.items = set(items)
        self.exits = {}

    def connect(self, direction, other, back=None):
        self.exits[direction] = other
        if back:
            other.exits[back] = self

class Player:
    def __init__(self, start):
        self.room = start
        self.inventory = []
        self.moves = 0

    def do(self, line):
        verb, _, arg = line.partition(" ")
        handler = getattr(self, "cmd_" + verb, None)
        if handler is None:
            return f"I don't know how to {verb!r}."
        return handler(arg) if arg else handler()

    def cmd_look(self):
        items = ", ".join(sorted(self.room.items)) or "nothing"
        exits = ", ".join(sorted(self.room.exits))
        return f"{self.room.name}: {self.room.description} You see {items}. Exits: {exits}."

    def cmd_go(self, direction=""):
        nxt = self.room.exits.get(direction)
        if nxt is None:
            return f"You can't go {direction or 'nowhere'}."
        self.room = nxt
        self.moves += 1
        return f"You walk {direction} to the {nxt.name}."

    def cmd_take(self, item=""):
        if item not in self.room.items:
            return f"There is no {item} here."
        self.room.items.remove(item)
        self.inventory.append(item)
        return f"Taken: {item}."

    def cmd_inventory(self):
        return "You carry: " + (", ".join(self.inventory) or "nothing")

hall = Room("hall", "A dusty hall.", ["lamp"])
kitchen = Room("kitchen", "Smells of bread.", ["knife", "bread"])
garden = Room("garden", "Overgrown.", [])
hall.connect("north", kitchen, back="south")
kitchen.connect("east", garden, back="west")
p = Player(hall)
for cmd in ["look", "take lamp", "take lamp", "go west", "go north", "look", "take bread",
            "go east", "look", "go", "dance", "inventory", "go west", "go south", "look"]:
    print(f"> {cmd}\n{p.do(cmd)}")
print("moves:", p.moves)
