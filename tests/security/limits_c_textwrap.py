# args: --timeout 20 --max-memory 16M
# C work bounded: textwrap ends cleanly (a limit error or a Python error) within its limits
import textwrap
print(len(textwrap.fill('a '*10**6, 10)))
