# canary: tracebacks name the program's file only, never a host path
import json, re, collections
def deep():
    json.loads("{bad")
try:
    deep()
except ValueError as e:
    print(type(e).__name__)
re.compile("(")
