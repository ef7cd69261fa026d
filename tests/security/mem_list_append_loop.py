# args: --max-memory 16M --timeout 2
# append until the cap
a = []
while True:
    a.append("x" * 1000)
