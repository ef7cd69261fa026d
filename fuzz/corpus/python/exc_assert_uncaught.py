# a failing assert at top level ends the program
def mean(xs):
    assert len(xs) > 0, "mean of empty list"
    return sum(xs) / len(xs)
print(mean([1, 2, 3, 4]))
print(mean([]))
