# RPG inventory: item hierarchy with rarity enum, stacking, weight limits, equip slots, sorting
from enum import IntEnum
from dataclasses import dataclass

class Rarity(IntEnum):
    COMMON = 1
    RARE = 2
    EPIC = 3

@dataclass
class Item:
    name: str
    weight: float
    rarity: Rarity = Rarity.COMMON
    stackable: bool = False

@dataclass
class Weapon(Item):
    damage: int = 1
    slot: str = "hand"

@dataclass
class Armor(Item):
    defense: int = 1
    slot: str = "body"

class Inventory:
    def __init__(self, max_weight):
        self.max_weight = max_weight
        self.items = {}
        self.equipped = {}

    @property
    def weight(self):
        return round(sum(i.weight * n for i, n in self.items.values()), 2)

    def add(self, item, qty=1):
        if not item.stackable and qty > 1:
            raise ValueError(f"{item.name} does not stack")
        if self.weight + item.weight * qty > self.max_weight:
            raise OverflowError(f"too heavy to carry {qty} x {item.name}")
        _, have = self.items.get(item.name, (item, 0))
        self.items[item.name] = (item, have + qty)

    def equip(self, name):
        item, _ = self.items[name]
        if not hasattr(item, "slot"):
            raise TypeError(f"{name} cannot be equipped")
        old = self.equipped.get(item.slot)
        self.equipped[item.slot] = item
        return old.name if old else None

inv = Inventory(max_weight=30)
sword = Weapon("sword", 8, Rarity.RARE, damage=12)
axe = Weapon("axe", 10, damage=15)
mail = Armor("chainmail", 12, Rarity.EPIC, defense=8)
potion = Item("potion", 0.5, stackable=True)
for item, qty in [(sword, 1), (potion, 6), (mail, 1), (axe, 1), (potion, 2), (sword, 2)]:
    try:
        inv.add(item, qty)
        print(f"added {qty} {item.name}: weight {inv.weight}")
    except (ValueError, OverflowError) as e:
        print(type(e).__name__ + ":", e)
print(inv.equip("sword"), inv.equip("chainmail"), sorted(inv.equipped))
try:
    inv.equip("potion")
except TypeError as e:
    print("TypeError:", e)
by_rarity = sorted(inv.items.values(), key=lambda t: (-t[0].rarity, t[0].name))
print([(i.name, i.rarity.name, n) for i, n in by_rarity])
print(isinstance(sword, Item), Weapon.__mro__[1].__name__, sword)
