# args: --timeout 0.5
# json round trips forever
import json
x = {"a": [1, 2, 3]}
while True:
    x = json.loads(json.dumps(x))
