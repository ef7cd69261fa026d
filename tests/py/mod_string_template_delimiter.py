# string.Template: a subclass's delimiter (one or more chars), get_identifiers and is_valid (3.11).
from string import Template

class Pct(Template):
    delimiter = "%"

class Colons(Template):
    delimiter = "::"

print(Pct("%who pays 100%% for %{what}s").substitute(who="Ann", what="book"))
print(Pct("%who and $who").safe_substitute(who="x"))
print(Colons("a ::x ::{y}:::: b").substitute(x=1, y=2))
print(Colons("left :: alone").safe_substitute())
for t in ["ab\ncd ::", "::", "x ::1"]:
    try:
        Colons(t).substitute()
    except ValueError as e:
        print("ValueError", e)
try:
    Pct("%x").substitute()
except KeyError as e:
    print("KeyError", e)
print(Template("$x and ${y} and $x, $$z").get_identifiers())
print(Pct("%a %{b} $c %%").get_identifiers())
print(Template("").get_identifiers(), Template("no placeholders").is_valid())
print(Template("$x $").is_valid(), Template("$$").is_valid(), Template("${x").is_valid())
print(Template("$x").template, Pct.delimiter, Template.delimiter)
