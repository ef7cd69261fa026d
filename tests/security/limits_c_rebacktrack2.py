# args: --timeout 20 --max-memory 64M
# C work bounded: rebacktrack2 ends cleanly (a limit error or a Python error) within its limits
import re
print(re.search(r'(x+x+)+y', 'x'*5000))
