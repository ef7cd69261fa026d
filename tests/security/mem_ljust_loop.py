# args: --max-memory 16M --timeout 10
# ljust widths that grow past the cap
w = 1
while True:
    s = "a".ljust(w)
    w *= 2
