# args: --timeout 0.5
# a __next__ that never stops, drained by a for loop
class I:
    def __iter__(self): return self
    def __next__(self): return 1
for x in I():
    pass
