# Property checks on a buggy sort with assert; the failing assertion is left uncaught
import random


def buggy_sort(a):
    """Insertion sort with an off-by-one: never looks at index 0 when shifting."""
    a = list(a)
    for i in range(1, len(a)):
        key, j = a[i], i - 1
        while j > 0 and a[j] > key:
            a[j + 1] = a[j]
            j -= 1
        a[j + 1] = key
    return a


def check(sort_fn, trials, rng):
    for t in range(trials):
        data = [rng.randint(0, 9) for _ in range(rng.randint(0, 6))]
        out = sort_fn(data)
        assert out == sorted(data), f"trial {t}: {data} -> {out}"
        print("ok", data, "->", out)


check(sorted, 3, random.Random(1))
check(buggy_sort, 20, random.Random(3))
