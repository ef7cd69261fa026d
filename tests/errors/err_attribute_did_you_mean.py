# an uncaught AttributeError suggests a near name of dir(obj), as CPython 3.11's traceback does
class Inventory:
    def __init__(self):
        self.items = {}

    def add_item(self, name, qty):
        self.items[name] = self.items.get(name, 0) + qty


inv = Inventory()
inv.add_item("apple", 3)
inv.add_itme("pear", 1)
