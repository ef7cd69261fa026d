# break/continue in except, else and finally clauses at module level, and loops whose body
# mixes try and with
data = ["1", "x", "3", "stop", "5"]
nums = []
for s in data:
    try:
        v = int(s)
    except ValueError:
        if s == "stop":
            break
        continue
    else:
        if v > 2:
            nums.append(v)
            continue
    print("small", v)
print(nums)

for i in range(3):
    try:
        pass
    finally:
        if i == 1:
            print("break in finally")
            break
print("i", i)

results = {}
for key in ["a", "b", "c"]:
    for attempt in range(3):
        try:
            if key == "b" and attempt < 2:
                raise ConnectionError("retry")
            results[key] = attempt
            break
        except ConnectionError:
            continue
print(results)

i = 0
while True:
    i += 1
    try:
        try:
            if i > 3:
                raise StopIteration
        finally:
            if i == 2:
                continue
        print("body", i)
    except StopIteration:
        break
print("end", i)
