# cpython: same
# args: --max-memory 32M --timeout 2
# json.loads of a deeply nested document
import json
try:
    json.loads("[" * 100000 + "]" * 100000)
    print("parsed")
except RecursionError as e:
    print("RecursionError")
