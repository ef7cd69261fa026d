# printf-style % with tuple subclasses (namedtuple) and objects with __int__, __index__,
# __float__; string.Template with $$, ${name}, invalid placeholders.
from collections import namedtuple
from string import Template
import typing

P = namedtuple("P", "x y")
print("%d,%d" % P(1, 2))
print("(%s, %s)" % P("a", "b"))
print("%r" % (P(1, 2),))


class Pair(tuple):
    pass


print("%s-%s" % Pair((3, 4)))


class Row(typing.NamedTuple):
    name: str
    score: float


print("%-6s|%5.1f" % Row("ann", 9.25))


class Cents:
    def __int__(self):
        return 7


class Index:
    def __index__(self):
        return 255


class Money:
    def __float__(self):
        return 2.5


print("%d" % Cents())
print("%i %u" % (Cents(), Cents()))
print("%d %x %X %o %#x" % (Index(), Index(), Index(), Index(), Index()))
print("%.2f %e %g" % (Money(), Money(), Money()))
print("%f" % Index())
print("%5d|%-5d|%05d" % (Cents(), Cents(), Cents()))

for fmt, v in [("%d", Money()), ("%x", Cents()), ("%f", "1.5"), ("%d", "3"), ("%f", None),
               ("%d", [1]), ("%x", 1.5), ("%c", Cents())]:
    try:
        print(fmt % v)
    except TypeError as e:
        print("TypeError:", e)

print(Template("cost: $$$amount").substitute(amount=5))
print(Template("$$ $$$$ ${x}y $x$y").substitute(x=1, y=2))
print(Template("$who likes $what").safe_substitute(who="tim"))
print(Template("${a}$b").substitute({"a": "A", "b": "B"}))
print(Template("100$$").substitute())
print(Template("$ and ${").safe_substitute())
for t in ["cost: $", "a\nb $ c", "${bad"]:
    try:
        Template(t).substitute()
    except ValueError as e:
        print("ValueError:", e)
try:
    Template("$missing").substitute()
except KeyError as e:
    print("KeyError:", e)
