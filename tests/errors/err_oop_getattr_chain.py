# __getattr__ delegation that ends in an AttributeError from the wrapped object
class Config:
    def __init__(self, **values):
        self.values = values


class Proxy:
    def __init__(self, target):
        self._target = target

    def __getattr__(self, name):
        print("delegating", name)
        return getattr(self._target, name)


p = Proxy(Config(debug=True))
print(p.values)
print(p.debug)
