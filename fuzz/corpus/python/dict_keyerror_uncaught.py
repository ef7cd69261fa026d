# an uncaught KeyError ends the program; its message is the repr of the key
inventory = {"apples": 3, "pears": 0}
for fruit in ["apples", "pears", "plums"]:
    print(fruit, inventory[fruit])
