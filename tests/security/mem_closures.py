# args: --max-memory 16M --timeout 10
# many closures
fs = []
i = 0
while True:
    fs.append(lambda i=i: i)
    i += 1
