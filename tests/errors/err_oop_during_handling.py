# an exception raised while handling another: "During handling of the above exception"
class Cache:
    def __init__(self):
        self.data = {}

    def get(self, key):
        try:
            return self.data[key]
        except KeyError:
            return self.fallback(key)

    def fallback(self, key):
        return len(key) / 0


c = Cache()
c.data["x"] = 1
print(c.get("x"))
print(c.get("missing"))
