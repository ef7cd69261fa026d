# args: --max-memory 16M --timeout 10
# json.loads of a long document built at run time
import json
doc = "[" + ",".join(["1"] * 10000000) + "]"
x = json.loads(doc)
