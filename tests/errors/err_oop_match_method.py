# an error inside a match case body within a method of a dispatcher class
class Dispatcher:
    def __init__(self):
        self.handled = []

    def handle(self, event):
        match event:
            case {"type": "click", "x": x, "y": y}:
                self.handled.append((x, y))
            case {"type": "key", "key": k}:
                self.handled.append(k.upper())
            case _:
                raise LookupError(f"no handler for {event!r}")


d = Dispatcher()
for e in [{"type": "click", "x": 1, "y": 2}, {"type": "key", "key": "q"},
          {"type": "key", "key": None}]:
    d.handle(e)
    print(d.handled)
