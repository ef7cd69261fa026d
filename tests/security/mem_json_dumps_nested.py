# args: --max-memory 16M --timeout 10
# json.dumps of a structure far bigger than the memory cap: MemoryError, nothing leaked or freed twice
import json
x = [[list(range(1000))] * 1000] * 100
s = json.dumps(x)
print(len(s))
