# args: --timeout 20 --max-memory 64M
# C work bounded: reqlen ends cleanly (a limit error or a Python error) within its limits
import re
print(len(re.sub('a', 'b'*10000, 'a'*100000)))
