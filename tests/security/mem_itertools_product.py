# args: --max-memory 16M --timeout 10
# list(itertools.product(...)) of a huge product
import itertools
x = list(itertools.product(range(1000), repeat=5))
