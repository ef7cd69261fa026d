import re
lines = ["id=1 name=ann", "id=2 name=bob", "garbage line"]
def parse(line):
    m = re.match(r"id=(\d+) name=(\w+)", line)
    return int(m.group(1)), m.group(2)
for line in lines:
    print(parse(line))
