# args: --max-memory 16M --timeout 2
# list(itertools.product(...)) of a huge product
import itertools
x = list(itertools.product(range(1000), repeat=5))
