# args: --timeout 20 --max-memory 64M
# C work bounded: rebacktrack3 ends cleanly (a limit error or a Python error) within its limits
import re
p = re.compile(r'^(\w+\s?)*$')
for i in range(100000):
    p.match('a'*30 + '!')
print('done')
