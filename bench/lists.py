# comprehensions, sorting, slicing, sum
data = [(i * 7919) % 10007 for i in range(300000)]
evens = [x for x in data if x % 2 == 0]
squares = [x * x for x in evens]
data.sort()
top = sorted(evens, reverse=True)[:10]
print(len(evens), sum(squares), data[:5], top[:3], max(data), min(data))
