def dedupe_scores(scores):
    for name, value in scores.items():
        if value < 0:
            scores.pop(name)
    return scores

print(dedupe_scores({"a": 1, "b": 2}))
print(dedupe_scores({"a": 1, "b": -2, "c": 3}))
