# Partition into two equal-sum subsets, subset sum and minimum difference
def can_partition(nums):
    total = sum(nums)
    if total % 2:
        return None
    target = total // 2
    reach = {0: []}
    for x in nums:
        for s, combo in list(reach.items()):
            ns = s + x
            if ns <= target and ns not in reach:
                reach[ns] = combo + [x]
    return reach.get(target)


def min_difference(nums):
    sums = {0}
    for x in nums:
        sums |= {s + x for s in sums}
    total = sum(nums)
    return min(abs(total - 2 * s) for s in sums)


def subset_sum_bits(nums, target):
    bits = 1
    for x in nums:
        bits |= bits << x
    return bool(bits >> target & 1), bin(bits).count("1")


for nums in ([1, 5, 11, 5], [1, 2, 3, 5], [3, 1, 1, 2, 2, 1], [2, 2, 2, 2, 3, 3], [100], [7, 3, 2, 5, 8]):
    half = can_partition(nums)
    print(nums, "->", half, "min diff", min_difference(nums))
print(subset_sum_bits([3, 34, 4, 12, 5, 2], 9))
print(subset_sum_bits([3, 34, 4, 12, 5, 2], 30))
print(subset_sum_bits(list(range(1, 40)), 700))
