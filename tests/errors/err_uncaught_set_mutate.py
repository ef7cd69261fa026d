seen = {1, 2, 3}
for x in seen:
    if x % 2:
        seen.add(x * 10)
print(seen)
