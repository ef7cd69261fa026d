# dict-heavy: word frequencies, nested lookups
freq = {}
for i in range(500000):
    k = i % 5003
    freq[k] = freq.get(k, 0) + 1
pairs = sorted(freq.items(), key=lambda kv: (-kv[1], kv[0]))
print(len(freq), pairs[:3])
