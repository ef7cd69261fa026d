# args: --max-memory 16M --timeout 10
# memory spent inside __repr__ called by print
class R:
    def __repr__(self):
        return "r" * (10 ** 10)
print([R()])
