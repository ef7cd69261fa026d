# args: --max-memory 16M --timeout 10
# list(permutations(range(15)))
import itertools
x = list(itertools.permutations(range(15)))
