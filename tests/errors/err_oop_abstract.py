# instantiating a class that leaves an abstract method unimplemented
from abc import ABC, abstractmethod


class Plugin(ABC):
    @abstractmethod
    def run(self):
        ...

    @abstractmethod
    def name(self):
        ...


class Half(Plugin):
    def run(self):
        return "running"


def load(cls):
    instance = cls()
    return instance


print(load.__name__)
p = load(Half)
