# exception context inside loops: errors collected per item, implicit __context__, raise from None
class ImportErrorReport(Exception):
    def __init__(self, failures):
        super().__init__(f"{len(failures)} rows failed")
        self.failures = failures

def parse_row(row):
    name, qty, price = row.split(",")
    return name.strip(), int(qty), float(price)

def import_rows(rows):
    good, failures = [], []
    for i, row in enumerate(rows, 1):
        try:
            good.append(parse_row(row))
        except ValueError as e:
            failures.append((i, type(e).__name__, str(e)))
            continue
        finally:
            pass
    if failures:
        raise ImportErrorReport(failures)
    return good

rows = ["apple, 3, 0.5", "pear, x, 1.0", "plum, 2", "kiwi, 5, 0.25", "fig, 1, one"]
try:
    import_rows(rows)
except ImportErrorReport as e:
    print(e)
    for f in e.failures:
        print("  row", *f)
print(import_rows(rows[:1] + rows[3:4]))

def lookup(d, key):
    try:
        return d[key]
    except KeyError:
        raise LookupError(f"no {key!r}")
try:
    lookup({}, "k")
except LookupError as e:
    print(repr(e), repr(e.__context__), e.__cause__, e.__suppress_context__)
def lookup2(d, key):
    try:
        return d[key]
    except KeyError:
        raise LookupError(f"no {key!r}") from None
try:
    lookup2({}, "k")
except LookupError as e:
    print(repr(e), repr(e.__context__), e.__suppress_context__)
