# args: --timeout 2 --max-memory 64M
# C work bounded: itertoolsprod ends cleanly (a limit error or a Python error) within its limits
import itertools
print(sum(1 for _ in itertools.product(range(100), repeat=10)))
