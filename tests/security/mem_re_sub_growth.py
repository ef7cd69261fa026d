# args: --max-memory 16M --timeout 1
# re.sub that grows the string each round
import re
s = "a"
while True:
    s = re.sub("a", "aa", s)
