# args: --timeout 10
# json.dumps of a deeply nested list
# cpython: same
import json
a = []
for i in range(100000):
    a = [a]
try:
    print(len(json.dumps(a)))
except RecursionError as e:
    print("RecursionError:", e)
