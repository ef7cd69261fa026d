# args: --timeout 0.5
# a spinning __repr__ called by print
class R:
    def __repr__(self):
        while True:
            pass
print([R()])
