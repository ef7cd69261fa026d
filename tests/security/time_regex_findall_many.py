# args: --timeout 1 --max-memory 1G
# findall with many empty matches over a long string
import re
s = "a" * (10 ** 7)
print(len(re.findall("", s)))
