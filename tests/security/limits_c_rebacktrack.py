# args: --timeout 20 --max-memory 64M
# C work bounded: rebacktrack ends cleanly (a limit error or a Python error) within its limits
import re
print(re.match(r'(a+)+$', 'a'*40 + 'b'))
