# calling a missing method is an uncaught AttributeError
data = [3, 1, 2]
data.sort()
print(data)
data.push(4)
