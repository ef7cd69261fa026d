# Build an inverted index (word -> line numbers) and run AND/OR queries over it.
import re
from collections import defaultdict

DOC = """Python is a programming language.
Lua is a lightweight scripting language.
Python and Lua can be embedded.
Translating Python to Lua is fun.
Scripting languages are popular."""

index = defaultdict(set)
for n, line in enumerate(DOC.splitlines(), 1):
    for word in re.findall(r"[a-z]+", line.lower()):
        index[word].add(n)

def query(q):
    terms = q.lower().split()
    if "or" in terms:
        result = set().union(*(index.get(t, set()) for t in terms if t != "or"))
    else:
        sets = [index.get(t, set()) for t in terms if t != "and"]
        result = set.intersection(*sets) if sets else set()
    return sorted(result)

for word in ["python", "lua", "scripting", "is"]:
    print(f"{word:<10} {sorted(index[word])}")
for q in ["python and lua", "python lua fun", "scripting or embedded", "java", "language or languages"]:
    print(f"{q!r:26} -> {query(q)}")
print(len(index), "distinct words;", sorted(index, key=lambda w: (-len(index[w]), w))[:5])
