names = ["ann", "bob", "cy"]
scores = [90, 85, 77]
ages = [30, 41]
print(list(zip(names, scores, strict=True)))
for args in [(names, scores, ages), (names, ages, scores), (ages, names, scores), (names, scores, scores, ages),
             (names, scores, scores, [1, 2, 3, 4]), ([1], [1, 2]), ([1, 2], [1]), ([], [], [1])]:
    try:
        print(list(zip(*args, strict=True)))
    except ValueError as e:
        print("ValueError:", e)
print(list(zip(names, ages)), list(zip(*[names, scores])))
