people = [
    {"name": "ann", "age": 31},
    {"name": "bob", "age": 25},
    {"name": "cy"},
]
by_name = sorted(people, key=lambda p: p["name"])
print([p["name"] for p in by_name])
by_age = sorted(people, key=lambda p: p["age"])
print(by_age)
