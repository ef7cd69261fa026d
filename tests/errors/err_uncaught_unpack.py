def read_pairs(text):
    result = {}
    for line in text.strip().splitlines():
        key, value = line.split("=")
        result[key.strip()] = value.strip()
    return result
print(read_pairs("a = 1\nb = 2"))
print(read_pairs("a = 1\nb = 2 = 3"))
