scores = {"a": 1, "b": 0, "c": 3, "d": 0}
for k in scores:
    if scores[k] == 0:
        del scores[k]
print(scores)
