# cpython: same
# args: --max-memory 32M --timeout 2
# textwrap.fill with a huge width
import textwrap
print(len(textwrap.fill("a " * 10, width=10 ** 12)))
