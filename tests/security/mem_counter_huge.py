# args: --max-memory 16M --timeout 20
# Counter of a long string of distinct keys
import collections
c = collections.Counter(str(i) for i in range(10 ** 8))
