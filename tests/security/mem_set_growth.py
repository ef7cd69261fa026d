# args: --max-memory 16M --timeout 10
# a set of new ints until the cap
s = set()
i = 0
while True:
    s.add(i * 7919)
    i += 1
