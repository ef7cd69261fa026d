# int.__format__ and float.__format__ exist as methods: a subclass's own __format__ can call
# super().__format__(spec) (it raised "unsupported format string passed to float.__format__")
class Money(float):
    def __format__(self, spec):
        return "$" + super().__format__(spec or ",.2f")


class Percent(int):
    def __format__(self, spec):
        return int.__format__(self, spec) + "%"


prices = [Money(3.14159), Money(1234.5), Money(0.5)]
for p in prices:
    print(f"{p:>10.2f}|{p}|" + format(p, ",.1f"))
print(f"{Percent(42):>4d}", format(Percent(7), "03d"))
print((123).__format__("08b"), (255).__format__("#x"), (1.5).__format__(".3e"), (2.0).__format__(""))
print((True).__format__(""), (True).__format__("d"), float.__format__(0.25, "%"), int.__format__(10**20, ","))
try:
    (5).__format__(5)
except TypeError as e:
    print("TypeError:", e)
