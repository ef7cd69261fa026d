# error inside a lambda used as a sort key; builtin frames do not appear
records = [
    {"name": "a", "age": 30},
    {"name": "b", "age": 25},
    {"name": "c"},
]
print(len(records))
ordered = sorted(records, key=lambda r: r["age"])
print(ordered)
