# a model-style program: log parsing with re, statistics, seeded random, lru_cache, itertools, datetime, math, a sieve, formatting
import re, random, itertools, functools, collections, statistics, math, datetime
text = """2024-01-15 ERROR disk full on /dev/sda1
2024-01-15 INFO backup done in 12.5s
2024-01-16 WARN cpu at 93%
2024-01-16 ERROR timeout after 30s"""
pat = re.compile(r"(?P<date>\d{4}-\d{2}-\d{2}) (?P<level>\w+) (?P<msg>.*)")
rows = [m.groupdict() for m in pat.finditer(text)]
by_level = collections.Counter(r["level"] for r in rows)
print(by_level.most_common(), rows[-1]["msg"])
nums = [float(x) for x in re.findall(r"\d+(?:\.\d+)?", text)]
print(nums[:5], statistics.mean(nums), statistics.median(nums), round(statistics.stdev(nums), 4))
random.seed(42)
deck = [f"{r}{s}" for r in "A23456789TJQK" for s in "shdc"]
random.shuffle(deck)
print(deck[:5], random.randint(1, 100), random.choice(deck), round(random.gauss(0, 1), 6))
@functools.lru_cache(maxsize=None)
def ways(n, coins=(1, 5, 10, 25)):
    if n == 0:
        return 1
    if n < 0 or not coins:
        return 0
    return ways(n - coins[0], coins) + ways(n, coins[1:])
print(ways(100), ways.cache_info().hits > 0)
print(list(itertools.accumulate([1, 2, 3, 4], lambda a, b: a * b)), list(itertools.combinations("abcd", 2))[:3])
d = datetime.date(2024, 3, 1) - datetime.timedelta(days=1)
print(d, d.strftime("%A %d %B %Y"), d.isocalendar()[1], (datetime.date(2024, 12, 25) - datetime.date(2024, 1, 1)).days)
print(math.comb(52, 5), math.isqrt(10**20), f"{math.pi:.10f}", math.gcd(48, 180), math.lcm(4, 6))
matrix = [[1, 2, 3], [4, 5, 6]]
print(list(zip(*matrix)), [sum(col) for col in zip(*matrix)], sorted(set("mississippi")))
def primes(limit):
    sieve = [True] * (limit + 1)
    sieve[0:2] = [False, False]
    for i in range(2, int(limit ** 0.5) + 1):
        if sieve[i]:
            sieve[i*i::i] = [False] * len(sieve[i*i::i])
    return [i for i, p in enumerate(sieve) if p]
print(primes(50), len(primes(10000)))
print("{:,}".format(1234567.891), "{:>10}|{:<10}|{:^10}".format("a", "b", "c"), "%5.2f%%" % 12.345)
s = "Hello, World"
print(s[::-1], s.swapcase(), s.count("l"), s.partition(","), s.zfill(15), s.center(20, "*"))
