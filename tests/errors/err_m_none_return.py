def find_user(users, name):
    for u in users:
        if u["name"] == name:
            return u

users = [{"name": "ann", "age": 30}, {"name": "bob", "age": 25}]
print(find_user(users, "bob")["age"])
print(find_user(users, "cy")["age"])
