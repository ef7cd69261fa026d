# an exception raised in __next__ of an iterator class driven by a for loop
class Lines:
    def __init__(self, text):
        self.parts = text.split(";")
        self.i = 0

    def __iter__(self):
        return self

    def __next__(self):
        if self.i >= len(self.parts):
            raise StopIteration
        part = self.parts[self.i]
        self.i += 1
        return int(part)


print(sum(Lines("1;2;3")))
for n in Lines("4;x;6"):
    print(n)
