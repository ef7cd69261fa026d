for i, v in enumerate("ab", start=5): print(i, v)
for i, v in enumerate(iter("ab"), 3): print(i, v)
print([(i, c) for i, c in enumerate((x for x in "xy"), start=-1)])
