# str + str, str * int, slices of ASCII strs and == / != against a str constant: the VM's
# in-place paths must give CPython's answers for every operand kind
s = "Hello, World"
print(s + "!", "" + s, s + "", "" + "", repr("a" + "b" * 0))
print(s * 0, repr(s * -3), s * 1, s * 3, 3 * "ab", -1 * "ab" == "", "" * 5 == "")
print(repr("x" * 50), len("xy" * 300000))
big = "ab" * 600000  # past the VM's 1 MB repetition: the metamethod's path
print(len(big), big[:6], big[-4:])
print("ab" * True, "ab" * False == "", True * "cd")
long = "0123456789" * 10
print(long + long == "0123456789" * 20, len(long + "é"), (long + "é")[-1])
acc = ""
for i in range(2000):
    acc = acc + str(i % 10)
print(len(acc), acc[:12], acc[-12:])
# slices of ASCII strs
print(s[2:7], s[-5:], s[:-3], s[::2], s[::-1], s[1:10:3], s[10:1:-2], s[-100:100], repr(s[5:2]))
print(repr(s[::-1][::-1]), s[7:], s[:0] == "", s[len(s):] == "", s[-1::-5], s[:3:-1])
print(long[::7], long[95:5:-9], long[-20::-3])
print(long[::-1][:30])
# non-ASCII strs take the helper: code points, not bytes
u = "naïve café ∑ ok"
print(u[2:8], u[::-1], u[::3], u[-4:], u[1:12:2])
# == and != against a str constant
class Tag:
    def __init__(self, name): self.name = name
    def __eq__(self, other): return self.name == other
    def __ne__(self, other): return "ne-called"
class Loud(str):
    def __eq__(self, other): return "custom-eq"
t = Tag("div")
print(t == "div", t == "span", t != "div", "div" == t)
print(Loud("a") == "a", Loud("a") == "b", Loud("a") != "a")
for v in ["abc", "abd", "", 5, 5.0, None, True, [1], ("abc",), b"abc"]:
    print(repr(v), v == "abc", v != "abc", v == "", v != "")
words = "the cat and the hat and the bat".split()
print(sum(1 for w in words if w == "the"), [w for w in words if w != "and"])
x = "+"
print("plus" if x == "+" else "other", "minus" if x == "-" else "not minus")
