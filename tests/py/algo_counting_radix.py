# Counting sort (stable, with negatives), LSD radix sort and bucket sort
def counting_sort(a, key=lambda x: x):
    if not a:
        return []
    lo = min(map(key, a))
    hi = max(map(key, a))
    counts = [0] * (hi - lo + 1)
    for x in a:
        counts[key(x) - lo] += 1
    for i in range(1, len(counts)):
        counts[i] += counts[i - 1]
    out = [None] * len(a)
    for x in reversed(a):
        counts[key(x) - lo] -= 1
        out[counts[key(x) - lo]] = x
    return out


def radix_sort(a, base=10):
    if not a:
        return a
    place, biggest = 1, max(a)
    while biggest // place > 0:
        a = counting_sort(a, key=lambda x: (x // place) % base)
        place *= base
    return a


def bucket_sort(a, n_buckets=5):
    buckets = [[] for _ in range(n_buckets)]
    for x in a:
        buckets[min(int(x * n_buckets), n_buckets - 1)].append(x)
    return [x for b in buckets for x in sorted(b)]


print(counting_sort([4, -2, 2, 8, 3, 3, 1, -2, 0]))
print(radix_sort([170, 45, 75, 90, 802, 24, 2, 66]))
print(radix_sort([5, 1, 100000, 23, 999, 0], base=16))
print(bucket_sort([0.897, 0.565, 0.656, 0.1234, 0.665, 0.3434, 1.0, 0.0]))
records = [("b", 2), ("a", 1), ("c", 2), ("d", 1), ("e", 0)]
print(counting_sort(records, key=lambda r: r[1]))
import random
random.seed(7)
nums = [random.randrange(1000) for _ in range(30)]
print(radix_sort(nums) == sorted(nums), counting_sort(nums) == sorted(nums))
print(nums[:10])
floats = [random.random() for _ in range(8)]
print([round(x, 4) for x in bucket_sort(floats)])
