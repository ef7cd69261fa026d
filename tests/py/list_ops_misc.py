# assorted list operations used in everyday code
nums = [4, 8, 15, 16, 23, 42]
print(sum(nums), min(nums), max(nums), len(nums), sum(nums) / len(nums))
print(nums[::-1], list(reversed(nums)), nums.index(15))
evens = [n for n in nums if n % 2 == 0]
print(evens, [n * n for n in nums[:3]])
pairs = list(zip(nums, nums[1:]))
print(pairs)
print([b - a for a, b in pairs])
flat = [x for sub in [[1, 2], [3], [], [4, 5]] for x in sub]
print(flat)
matrix = [[1, 2, 3], [4, 5, 6]]
print([list(r) for r in zip(*matrix)])
print(list(map(sum, matrix)), [max(r) for r in matrix])
stack = []
stack.append(1); stack.append(2); stack.append(3)
print(stack.pop(), stack)
queue = [1, 2, 3]
print(queue.pop(0), queue)
dedup = []
for x in [3, 1, 3, 2, 1]:
    if x not in dedup:
        dedup.append(x)
print(dedup, list(dict.fromkeys([3, 1, 3, 2, 1])))
chunks = [nums[i:i + 4] for i in range(0, len(nums), 4)]
print(chunks)
print([i for i, v in enumerate(nums) if v > 15])
a = [1, 2, 3]
a[len(a):] = [4]
a += (5, 6)
a.extend(x * 10 for x in range(2))
print(a)
