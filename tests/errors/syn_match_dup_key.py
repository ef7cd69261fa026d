# equal literal keys in a mapping pattern (1 == 1.0)
config = {1: "a"}
match config:
    case {"mode": m}:
        pass
    case {1: a, "b": b, 1.0: c}:
        pass
