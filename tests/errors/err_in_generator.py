# error inside a generator body, consumed by a for loop
def parse_numbers(lines):
    for line in lines:
        yield int(line.strip())


def total(lines):
    s = 0
    for n in parse_numbers(lines):
        s += n
    return s


print(total(["1", "2"]))
print(total(["3", "four", "5"]))
