# Generator pipeline for number crunching; a malformed record stops it with an uncaught ValueError
def read_lines():
    data = """12,3.5
7,2.25
31,0.5
4,1e2
9,abc
5,5"""
    for line in data.splitlines():
        yield line


def parse(lines):
    for ln in lines:
        qty, price = ln.split(",")
        yield int(qty), float(price)


def totals(rows):
    running = 0.0
    for qty, price in rows:
        running += qty * price
        yield qty, price, qty * price, running


for qty, price, line_total, running in totals(parse(read_lines())):
    print(f"{qty:3d} x {price:8.2f} = {line_total:9.2f}   running {running:10.2f}")
