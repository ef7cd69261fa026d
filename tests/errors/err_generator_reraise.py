# an exception caught and re-raised inside a generator keeps the frames of its consumers
def parse(rows):
    for r in rows:
        try:
            yield int(r)
        except ValueError:
            print("bad row", repr(r))
            raise


def total(rows):
    return sum(parse(rows))


print(total(["1", "2"]))
print(total(["3", "x"]))
