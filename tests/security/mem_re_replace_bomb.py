# args: --max-memory 16M --timeout 10
# a replacement template that repeats a large group
import re
s = "x" * 100000
t = re.sub("(x+)", r"\1" * 2000, s)
