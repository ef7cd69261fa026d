# exceptions raised and caught in loops: parsing, validation, custom errors, finally
class ValidationError(Exception):
    def __init__(self, field, value):
        super().__init__(f"bad {field}: {value!r}")
        self.field = field
        self.value = value


class RangeError(ValidationError):
    pass


def parse_record(line):
    parts = line.split(";")
    if len(parts) != 3:
        raise ValidationError("shape", line)
    name, age, score = parts
    try:
        age = int(age)
    except ValueError:
        raise ValidationError("age", age) from None
    if not 0 <= age <= 130:
        raise RangeError("age", age)
    return name, age, float(score)


def safe_ratio(a, b):
    try:
        return a / b
    except ZeroDivisionError:
        return float("inf")


def main():
    lines = []
    for i in range(110_000):
        if i % 13 == 0:
            lines.append(f"user{i};x{i};1.0")
        elif i % 17 == 0:
            lines.append(f"user{i};{200 + i % 50};2.5")
        elif i % 19 == 0:
            lines.append(f"user{i};{i % 90}")
        else:
            lines.append(f"user{i};{i % 90};{i % 1000 / 10}")
    good, errors = [], {}
    cleanup = 0
    for line in lines:
        try:
            good.append(parse_record(line))
        except RangeError as e:
            errors["range"] = errors.get("range", 0) + 1
        except ValidationError as e:
            errors[e.field] = errors.get(e.field, 0) + 1
        finally:
            cleanup += 1
    print("parsed:", len(good), "errors:", sorted(errors.items()), "cleanup:", cleanup)
    lookups = {f"k{i}": i for i in range(0, 1000, 3)}
    missing = 0
    found = 0
    for i in range(50_000):
        try:
            found += lookups[f"k{i % 1000}"]
        except KeyError:
            missing += 1
    print("found sum:", found, "missing:", missing)
    ratios = [safe_ratio(i, i % 4) for i in range(20_000)]
    print("infinite ratios:", sum(r == float("inf") for r in ratios))
    try:
        parse_record("bob;abc;1")
    except ValidationError as e:
        print("message:", e, "| cause suppressed:", e.__cause__ is None and e.__suppress_context__)
    attempts = 0
    while True:
        try:
            attempts += 1
            if attempts < 5:
                raise TimeoutError(f"attempt {attempts}")
            break
        except TimeoutError:
            continue
    print("attempts:", attempts)


if __name__ == "__main__":
    main()
