# assigning into a string is a TypeError, uncaught here
name = "kitten"
print(name.upper())
print(name[0])
name[0] = "m"
print(name)
