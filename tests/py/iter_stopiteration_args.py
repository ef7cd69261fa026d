# iterators of the runtime (list, map, range, zip, enumerate) end with a StopIteration without arguments
for it in [iter([]), map(int, []), iter(range(0)), zip(), enumerate([])]:
    try:
        it.__next__()
    except StopIteration as e:
        print(repr(e), e.args, e.value)
print(next(iter([]), 5))
