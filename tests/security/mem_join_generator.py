# args: --max-memory 16M --timeout 10
# str.join over an endless generator
import itertools
t = "".join("abc" for _ in itertools.count())
