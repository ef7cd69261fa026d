# a missing argument in a super().__init__ call deep in a hierarchy
class Base:
    def __init__(self, name, kind):
        self.name = name
        self.kind = kind


class Middle(Base):
    def __init__(self, name):
        super().__init__(name)


class Leaf(Middle):
    def __init__(self):
        super().__init__("leaf")


print(Base("b", "k").kind)
Leaf()
