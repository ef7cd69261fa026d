# args: --timeout 0.5
# any() and all() over endless iterators
import itertools
print(any(x < 0 for x in itertools.count()))
