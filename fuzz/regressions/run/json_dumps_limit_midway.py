# args: --max-memory 16M --timeout 2
import json
x = [[list(range(1000))] * 1000] * 100
s = json.dumps(x)
