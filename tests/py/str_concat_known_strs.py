row = ["a", 1, 2.5]
html = "<tr>" + "".join(f"<td>{c}</td>" for c in row) + "</tr>"
print(html)
name = "  bob "
print("Hello, " + name.strip().title() + "!" + chr(33) + hex(255) + f"{3:>4}" + "x".join("abc").upper())
print("-" * 10 + "|" + "{}:{}".format(1, 2) + oct(8) + bin(5) + "%d" % 7)
def chr(x):
    return 5
try:
    print("a" + chr(1))
except TypeError as e:
    print(e)
class S(str):
    def upper(self):
        return 42
try:
    print("q" + S("w").upper())
except TypeError as e:
    print(e)
print("é" + "ß".upper() + "ﬁ".title())
