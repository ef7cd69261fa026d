def check(values):
    errors = []
    for i, v in enumerate(values):
        if not isinstance(v, int):
            errors.append(TypeError(f"item {i}: expected int, got {type(v).__name__}"))
        elif v < 0:
            errors.append(ValueError(f"item {i}: negative value {v}"))
    if errors:
        raise ExceptionGroup("validation failed", errors)
    return sum(values)

print(check([1, 2, 3]))
try:
    check([1, "a", -2])
except* TypeError as eg:
    print("type errors:", [str(e) for e in eg.exceptions])
except* ValueError as eg:
    print("value errors:", [str(e) for e in eg.exceptions])
check([-5])
