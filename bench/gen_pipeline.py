# generator pipelines: producing, filtering, transforming and batching lazily
from itertools import islice, count, takewhile


def numbers(seed):
    x = seed
    while True:
        x = (x * 1103515245 + 12345) % 2**31
        yield x


def readings(source):
    for n in source:
        yield (n % 1000) / 10.0


def valid(values, low, high):
    for v in values:
        if low <= v <= high:
            yield v


def moving_average(values, window):
    buf = []
    total = 0.0
    for v in values:
        buf.append(v)
        total += v
        if len(buf) > window:
            total -= buf.pop(0)
        if len(buf) == window:
            yield total / window


def batches(items, size):
    batch = []
    for item in items:
        batch.append(item)
        if len(batch) == size:
            yield batch
            batch = []
    if batch:
        yield batch


def main():
    pipeline = moving_average(valid(readings(numbers(42)), 5.0, 95.0), 8)
    first = list(islice(pipeline, 5))
    print("first averages:", [round(v, 3) for v in first])
    total = sum(islice(pipeline, 400_000))
    print(f"sum of next 400000 averages: {total:.3f}")
    sizes = [len(b) for b in batches(islice(valid(readings(numbers(7)), 0, 50), 10_003), 1000)]
    print("batch sizes:", sizes)
    squares = (i * i for i in count(1))
    print("squares below 10**8:", sum(1 for _ in takewhile(lambda s: s < 10**8, squares)))
    evens = sum(x for x in (n % 97 for n in islice(numbers(3), 100_000)) if x % 2 == 0)
    print("sum of even residues:", evens)


if __name__ == "__main__":
    main()
