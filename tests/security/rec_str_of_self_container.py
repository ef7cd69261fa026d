# cpython: same
# args: --timeout 10
# a list that contains itself prints as [...]; a dict too
a = [1]; a.append(a)
d = {}; d["d"] = d
print(a, d, repr(a), str(d))
class N:
    def __init__(self): self.me = [self]
    def __repr__(self): return "N(" + repr(self.me) + ")"
try:
    print(N())
except RecursionError as e:
    print("RecursionError:", e)
