# args: --timeout 0.5
# C-side iteration: sum over itertools.count
import itertools
print(sum(itertools.count()))
