# args: --timeout 20 --max-memory 64M
# C work bounded: jsonloadsdeep ends cleanly (a limit error or a Python error) within its limits
import json
try:
    json.loads('['*100000 + ']'*100000)
except RecursionError as e:
    print('RecursionError')
