# trap: lambdas and closures created in a loop see the final value
callbacks = []
for i in range(3):
    callbacks.append(lambda: i)
print([cb() for cb in callbacks])
callbacks2 = [lambda x, i=i: x + i for i in range(3)]
print([cb(10) for cb in callbacks2])
buttons = {}
for name in ["ok", "cancel"]:
    def handler():
        return "clicked " + name
    buttons[name] = handler
print(buttons["ok"](), buttons["cancel"]())
