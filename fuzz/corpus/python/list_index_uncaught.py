# IndexError ends the program
items = ["a", "b", "c"]
for i in range(4):
    print(i, items[i])
