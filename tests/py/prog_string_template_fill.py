# Filling templates with string.Template: substitute, safe_substitute, custom delimiters, errors.
from string import Template

letter = Template("Dear $name,\nYour order #$order_id of ${qty}x $item ships on $date.\nCost: $$$cost\n")
orders = [
    dict(name="Alice", order_id=1001, qty=2, item="lamp", date="2024-03-05", cost="39.98"),
    dict(name="Bob", order_id=1002, qty=1, item="desk", date="2024-03-07", cost="249.00"),
]
for o in orders:
    print(letter.substitute(o))

partial = Template("$greeting, $who! Today is $day.")
print(partial.safe_substitute(greeting="Hi", who="team"))
print(partial.substitute({"greeting": "Hello", "who": "world"}, day="Monday"))
try:
    partial.substitute(greeting="Hey")
except KeyError as e:
    print("KeyError", e)
try:
    Template("Cost: $").substitute()
except ValueError as e:
    print("ValueError", e)

class PercentTemplate(Template):
    delimiter = "%"

print(PercentTemplate("%user uses %{tool}s at 100%%").substitute(user="kim", tool="hammer"))
print(Template("${a}${b}").substitute(a="x", b="y"))
print(Template("$a$b").template)
print(sorted(Template("$x and ${y} and $x, $$z").get_identifiers()) if hasattr(Template, "get_identifiers") else "n/a")
rows = [("apple", 3), ("pear", 10)]
line = Template("- $fruit: $n")
print("\n".join(line.substitute(fruit=f, n=n) for f, n in rows))
