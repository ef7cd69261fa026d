# trap: for/else, while/else, print(sep, end), f"{x!r}", @property
for n in [7, 9, 11]:
    if n % 2 == 0:
        print("even found")
        break
else:
    print("no even numbers")
i = 0
while i < 2:
    i += 1
else:
    print("while done", i)
print("a", "b", sep=":", end=";\n")
x = "quote"
print(f"{x!r}", f"{[x]!r}", f"{x!s}")
class Temperature:
    def __init__(self, c):
        self._c = c
    @property
    def fahrenheit(self):
        return self._c * 9 / 5 + 32
    @property
    def celsius(self):
        return self._c
    @celsius.setter
    def celsius(self, v):
        self._c = v
t = Temperature(100)
print(t.fahrenheit, t.celsius)
t.celsius = 0
print(t.fahrenheit)
