# args: --timeout 20 --max-memory 64M
# C work bounded: jsondeep ends cleanly (a limit error or a Python error) within its limits
import json
x = []
for i in range(100000): x = [x]
print(len(json.dumps(x)))
