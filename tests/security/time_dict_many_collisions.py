# args: --timeout 0.5 --max-memory 32M
# keys that all hash the same
class K:
    def __init__(self, i): self.i = i
    def __hash__(self): return 1
    def __eq__(self, o): return self.i == o.i
d = {}
i = 0
while True:
    d[K(i)] = i
    i += 1
