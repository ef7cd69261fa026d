# args: --timeout 0.5
# textwrap over a long text in a loop
import textwrap
s = "word " * 100000
while True:
    textwrap.wrap(s, 7)
