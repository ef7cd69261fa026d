# the same computation as loop, comprehension, map/filter and generator
nums = list(range(1, 16))
loop = []
for n in nums:
    if n % 3 == 0:
        loop.append(n * n)
comp = [n * n for n in nums if n % 3 == 0]
mf = list(map(lambda n: n * n, filter(lambda n: n % 3 == 0, nums)))
gen = list(n * n for n in nums if n % 3 == 0)
print(loop, comp == loop, mf == loop, gen == loop)
pairs_loop = []
for i in range(3):
    for j in range(2):
        pairs_loop.append((i, j))
print(pairs_loop == [(i, j) for i in range(3) for j in range(2)])
print(sum(n for n in nums if n % 2), sum(filter(lambda n: n % 2, nums)))
