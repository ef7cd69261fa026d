# Two-pointer techniques: pair sum, 3sum, container with most water, dedupe, palindrome
def pair_sum(a, target):
    i, j = 0, len(a) - 1
    while i < j:
        s = a[i] + a[j]
        if s == target:
            return a[i], a[j]
        if s < target:
            i += 1
        else:
            j -= 1
    return None


def three_sum(nums):
    nums = sorted(nums)
    res = []
    for i in range(len(nums) - 2):
        if i and nums[i] == nums[i - 1]:
            continue
        lo, hi = i + 1, len(nums) - 1
        while lo < hi:
            s = nums[i] + nums[lo] + nums[hi]
            if s < 0:
                lo += 1
            elif s > 0:
                hi -= 1
            else:
                res.append((nums[i], nums[lo], nums[hi]))
                while lo < hi and nums[lo] == nums[lo + 1]:
                    lo += 1
                lo += 1
                hi -= 1
    return res


def max_area(h):
    i, j, best = 0, len(h) - 1, 0
    while i < j:
        best = max(best, (j - i) * min(h[i], h[j]))
        if h[i] < h[j]:
            i += 1
        else:
            j -= 1
    return best


def dedupe_sorted(a):
    if not a:
        return 0
    w = 1
    for r in range(1, len(a)):
        if a[r] != a[w - 1]:
            a[w] = a[r]
            w += 1
    del a[w:]
    return w


def is_pal(s):
    s = [c.lower() for c in s if c.isalnum()]
    return all(s[i] == s[~i] for i in range(len(s) // 2))


print(pair_sum([1, 2, 4, 7, 11, 15], 15), pair_sum([1, 2, 3], 100))
print(three_sum([-1, 0, 1, 2, -1, -4]))
print(three_sum([0, 0, 0, 0]), three_sum([-2, 0, 1, 1, 2]))
print(max_area([1, 8, 6, 2, 5, 4, 8, 3, 7]), max_area([1, 1]))
a = [0, 0, 1, 1, 1, 2, 2, 3, 3, 4]
print(dedupe_sorted(a), a)
for s in ["A man, a plan, a canal: Panama", "race a car", "", "No 'x' in Nixon"]:
    print(repr(s), is_pal(s))
