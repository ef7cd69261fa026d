# args: --max-memory 16M --timeout 5
# a dict that grows until the cap
d = {}
i = 0
while True:
    d[i] = str(i) * 10
    i += 1
