# args: --max-memory 16M --timeout 10
# json.dumps of a large nested structure
import json
x = [[list(range(1000))] * 1000] * 100
s = json.dumps(x)
