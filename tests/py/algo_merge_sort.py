# Merge sort (top-down and bottom-up), stability check and inversion count
def merge(left, right, key):
    out, i, j = [], 0, 0
    while i < len(left) and j < len(right):
        if key(right[j]) < key(left[i]):
            out.append(right[j])
            j += 1
        else:
            out.append(left[i])
            i += 1
    out.extend(left[i:])
    out.extend(right[j:])
    return out


def merge_sort(a, key=lambda x: x):
    if len(a) <= 1:
        return list(a)
    mid = len(a) // 2
    return merge(merge_sort(a[:mid], key), merge_sort(a[mid:], key), key)


def merge_sort_bottom_up(a):
    runs = [[x] for x in a]
    while len(runs) > 1:
        runs = [merge(runs[i], runs[i + 1], lambda x: x) if i + 1 < len(runs) else runs[i]
                for i in range(0, len(runs), 2)]
    return runs[0] if runs else []


def count_inversions(a):
    if len(a) < 2:
        return a, 0
    mid = len(a) // 2
    l, x = count_inversions(a[:mid])
    r, y = count_inversions(a[mid:])
    merged, inv, i, j = [], x + y, 0, 0
    while i < len(l) and j < len(r):
        if l[i] <= r[j]:
            merged.append(l[i]); i += 1
        else:
            merged.append(r[j]); j += 1
            inv += len(l) - i
    return merged + l[i:] + r[j:], inv


data = [38, 27, 43, 3, 9, 82, 10, 3, -5, 0, 27]
print(merge_sort(data))
print(merge_sort_bottom_up(data))
print(merge_sort(data) == sorted(data))
people = [("bob", 25), ("alice", 30), ("carol", 25), ("dave", 30), ("eve", 22)]
print(merge_sort(people, key=lambda p: p[1]))
print(merge_sort(people, key=lambda p: p[1]) == sorted(people, key=lambda p: p[1]))
print(count_inversions([2, 4, 1, 3, 5]))
print(count_inversions([5, 4, 3, 2, 1])[1], count_inversions(list(range(10)))[1])
print(merge_sort(["pear", "Apple", "fig", "banana"], key=str.lower))
print(merge_sort([]), merge_sort_bottom_up([]), merge_sort([1.5, -0.0, 0.0, -2.25]))
