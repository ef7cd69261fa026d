# nonlocal in a class body needs a function around it that binds the name
def make():
    total = 0
    class Acc:
        nonlocal totl
        totl = 1
    return Acc
print(make())
