# a ZeroDivisionError at the bottom of a recursive method chain
class Averager:
    def __init__(self, groups):
        self.groups = groups

    def mean(self, i=0):
        if i == len(self.groups):
            return []
        g = self.groups[i]
        return [sum(g) / len(g)] + self.mean(i + 1)


print(Averager([[1, 2], [3]]).mean())
print(Averager([[1], [2, 4], []]).mean())
