# args: --timeout 0.5
# a spinning __format__ called by an f-string
class F:
    def __format__(self, spec):
        while True:
            pass
print(f"{F():>10}")
