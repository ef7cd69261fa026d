# args: --max-memory 16M --timeout 10
# append until the cap
a = []
while True:
    a.append("x" * 1000)
