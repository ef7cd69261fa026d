# exceptions inside loops, continuing with the next item
raw = ["10", "x", "30", "", "5.5", "-2"]
total = 0
bad = []
for s in raw:
    try:
        total += int(s)
    except ValueError:
        bad.append(s)
        continue
    finally:
        print("processed", repr(s))
print(total, bad)
results = []
for d in [2, 0, 5, None]:
    try:
        results.append(100 / d)
    except ZeroDivisionError:
        results.append("div0")
    except TypeError as e:
        results.append("type: " + str(e))
print(results)
attempts = 0
while True:
    attempts += 1
    try:
        if attempts < 3:
            raise ConnectionError("retry")
        print("succeeded after", attempts)
        break
    except ConnectionError as e:
        print("attempt", attempts, "failed:", e)
d = {"a": 1}
for k in ["a", "b"]:
    try:
        print(k, d[k])
    except KeyError as e:
        print("missing", e)
try:
    for i in range(5):
        if i == 3:
            raise StopIteration("manual")
        print(i)
except StopIteration as e:
    print("stopped:", e)
