# Template subclasses that change idpattern, braceidpattern, flags or pattern (through re, as
# CPython builds its pattern); Template.flags
from string import Template
import re
class T(Template):
    delimiter = "%"
class U(Template):
    idpattern = r"[a-z]+"
    flags = 0
class V(Template):
    braceidpattern = r"[A-Z_]+"
class W(Template):
    delimiter = "#"
    idpattern = r"[a-z]+\.[a-z]+"
print(T("%who likes %{what} 100%%").substitute(who="a", what="b"), U("$abc$DEF $x1").safe_substitute(abc=1, DEF=2, x=3), V("${AB} $cd ${ab}").safe_substitute(AB=1, cd=2, ab=3))
print(W("#user.name is #{user.age}").safe_substitute({"user.name": "bo"}), U("$abc").get_identifiers(), U("$").is_valid(), Template.flags, Template.idpattern, Template.braceidpattern)
class P(Template):
    pattern = r"""
    \[\[(?:
      (?P<escaped>\[\[) |
      (?P<named>[a-z]+)\]\] |
      (?P<braced>)(?!x)x |
      (?P<invalid>)
    )"""
print(P("hello [[name]], [[[[literal").substitute(name="you"))
try:
    U("$abc $Z").substitute(abc=1)
except ValueError as e:
    print("err", e)
try:
    T("%1").substitute()
except ValueError as e:
    print("err", e)
print(Template("$a ${b} $$").substitute(a=1, b=2), Template("$x").safe_substitute())
