# calling a method with the wrong number of arguments is an uncaught TypeError
class Greeter:
    def __init__(self, name):
        self.name = name
    def greet(self, other):
        return f"{self.name} greets {other}"
g = Greeter("ann")
print(g.greet("bob"))
print(g.greet())
