# the format() builtin and __format__ of builtin types
print(format(3.14159, ".2f"), format(42, "05d"), format(42, "x"), format(0.5, "%"))
print(format(1234567, ","), format(1234567.5, ",.1f"), format("s", ">3"), format(True))
print(format(10), format(1.5), format("x"), format(None), format(2 ** 70, ","))
print(repr(format(12, "")), format(-12, "+"), format(1e-7, ".1e"))
print(format(255, "#b"), format(7, "b").zfill(8))
class Temp:
    def __init__(self, c):
        self.c = c
    def __format__(self, spec):
        if spec == "F":
            return f"{self.c * 9 / 5 + 32:.1f}F"
        return f"{self.c:.1f}C"
t = Temp(21.5)
print(format(t, "F"), format(t, ""), f"{t}", f"{t:F}", "{:F}".format(t))
