# args: --max-memory 16M --timeout 60
# re.sub that grows the string each round: the memory limit stops it (the time limit is far: a faster or slower machine gives the same outcome)
import re
s = "a"
while True:
    s = re.sub("a", "aa", s)
