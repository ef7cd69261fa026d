# Registering algorithms with class decorators and comparing them on the same inputs (a tiny benchmark table)
ALGORITHMS = {}


def algorithm(name, complexity):
    def deco(cls):
        cls.name, cls.complexity = name, complexity
        ALGORITHMS[name] = cls
        return cls
    return deco


class Counter:
    def __init__(self):
        self.ops = 0


@algorithm("linear", "O(n)")
class LinearSearch(Counter):
    def find(self, arr, x):
        for i, v in enumerate(arr):
            self.ops += 1
            if v == x:
                return i
        return -1


@algorithm("binary", "O(log n)")
class BinarySearch(Counter):
    def find(self, arr, x):
        lo, hi = 0, len(arr) - 1
        while lo <= hi:
            self.ops += 1
            mid = (lo + hi) // 2
            if arr[mid] == x:
                return mid
            if arr[mid] < x:
                lo = mid + 1
            else:
                hi = mid - 1
        return -1


@algorithm("jump", "O(sqrt n)")
class JumpSearch(Counter):
    def find(self, arr, x):
        n = len(arr)
        step = int(n ** 0.5) or 1
        prev = 0
        while prev < n and arr[min(prev + step, n) - 1] < x:
            self.ops += 1
            prev += step
        for i in range(prev, min(prev + step, n)):
            self.ops += 1
            if arr[i] == x:
                return i
        return -1


@algorithm("interpolation", "O(log log n)")
class InterpolationSearch(Counter):
    def find(self, arr, x):
        lo, hi = 0, len(arr) - 1
        while lo <= hi and arr[lo] <= x <= arr[hi]:
            self.ops += 1
            if arr[hi] == arr[lo]:
                return lo if arr[lo] == x else -1
            pos = lo + (x - arr[lo]) * (hi - lo) // (arr[hi] - arr[lo])
            if arr[pos] == x:
                return pos
            if arr[pos] < x:
                lo = pos + 1
            else:
                hi = pos - 1
        return -1


data = list(range(0, 3000, 3))
targets = [0, 1500, 2997, 1501, 999, -5]
print(f"{'name':14}{'big-O':14}" + "".join(f"{t:>7}" for t in targets))
for name, cls in ALGORITHMS.items():
    results, ops = [], []
    for t in targets:
        a = cls()
        results.append(a.find(data, t))
        ops.append(a.ops)
    print(f"{name:14}{cls.complexity:14}" + "".join(f"{o:>7}" for o in ops), results)
print(sorted(ALGORITHMS), LinearSearch.name, issubclass(JumpSearch, Counter))
