# sorting by several keys, relying on stability
people = [("Ann", "Smith", 30), ("bob", "jones", 25), ("Cy", "Smith", 25), ("dee", "Adams", 30), ("Ed", "jones", 40)]
by_age_then_last = sorted(people, key=lambda p: (p[2], p[1].lower()))
print(by_age_then_last)
two_pass = sorted(people, key=lambda p: p[0].lower())
two_pass.sort(key=lambda p: p[2], reverse=True)
print(two_pass)
mixed = sorted(people, key=lambda p: (-p[2], p[0].lower()))
print(mixed)
print(sorted(people, key=lambda p: p[1]))
print(sorted(people, key=lambda p: p[1].lower()))
scores = {"ann": 90, "bob": 85, "cy": 90, "dee": 70}
ranking = sorted(scores.items(), key=lambda kv: (-kv[1], kv[0]))
print(ranking)
print([name for name, _ in sorted(scores.items(), key=lambda kv: kv[1])])
data = [3, 1, 2, 3, 1]
idx = sorted(range(len(data)), key=lambda i: data[i])
print(idx, sorted(range(len(data)), key=data.__getitem__, reverse=True))
words = ["bb", "a", "ccc", "dd", "e"]
words.sort(key=len, reverse=True)
print(words)
print(sorted(["10", "9", "100", "1"]), sorted(["10", "9", "100", "1"], key=int))
