def mean(xs):
    assert len(xs) > 0, "mean of empty list"
    return sum(xs) / len(xs)

def normalize(xs):
    m = mean(xs)
    assert all(isinstance(x, (int, float)) for x in xs), f"non-numeric in {xs!r}"
    return [x - m for x in xs]

print(normalize([1, 2, 3]))
print(mean([]) if False else "skip")
normalize([])
