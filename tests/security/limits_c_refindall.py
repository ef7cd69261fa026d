# args: --timeout 20 --max-memory 64M
# C work bounded: refindall ends cleanly (a limit error or a Python error) within its limits
import re
print(len(re.findall('', 'a'*10**8)))
