words = ["a", "bb", "ccc"]
lengths = {w: len(w) for w in words if w}
squares = [i * i for i in range(10) if i % 2]
print(lengths, squares, sum(x for x in squares))
