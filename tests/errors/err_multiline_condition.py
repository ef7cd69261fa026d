# error inside a condition that spans several lines
def valid(user):
    if (user["active"]
            and user["age"] >= 18
            and user["email"].endswith(".org")):
        return True
    return False


print(valid({"active": False}))
print(valid({"active": True, "age": 30, "email": "a@b.org"}))
print(valid({"active": True, "age": 30, "email": None}))
