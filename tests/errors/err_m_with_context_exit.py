class Resource:
    def __init__(self, name):
        self.name = name
    def __enter__(self):
        print("open", self.name)
        return self
    def __exit__(self, exc_type, exc, tb):
        print("close", self.name, exc_type.__name__ if exc_type else None)
        return False

with Resource("a") as r:
    print("using", r.name)
with Resource("b") as r, Resource("c"):
    result = {"x": 1}
    print(result["y"])
