import math
n = float("nan")
for a, b in [((1, 2), (1, 3)), ((1, 2), (1, 2)), ((1,), (1, 0)), ((2,), (1, 9)), (("a", 1), ("a", 0)), (("b",), ("ab",)),
             ((1.0, 2), (1, 2)), ((1, n), (1, 2)), ([1, 2], [1, 3]), ([], []), ((1, "a"), (1, "b")),
             ((1, (2, 3)), (1, (2, 4))), ((1, None), (1, None)), (("é",), ("z",)), ((True, 1), (1, 0)), ((2**70, 1), (2**70, 2))]:
    r = []
    for op in ("<", "<=", ">", ">="):
        try: r.append(eval if False else {"<": a < b, "<=": a <= b, ">": a > b, ">=": a >= b}[op])
        except TypeError as e: r.append("TypeError")
        break
    try: print(a < b, a <= b, a > b, a >= b)
    except TypeError as e: print("TypeError", e)
print(sorted([(3, "c"), (1, "b"), (1, "a"), (2.5, "z")]))
