# reprs of self-referential structures and objects: containers print [...] and {...} for cycles
class Node:
    def __init__(self, name):
        self.name = name
        self.links = []
    def __repr__(self):
        return f"Node({self.name}, links={[l.name for l in self.links]})"

a, b = Node("a"), Node("b")
a.links.append(b)
b.links.append(a)
print(a, b)
lst = [1, 2]
lst.append(lst)
print(lst, len(lst), lst[2] is lst)
d = {"k": 1}
d["self"] = d
print(d)
nested = [lst, d]
print(nested)
t = (lst,)
print(t)
