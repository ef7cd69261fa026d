# a class that sets a protocol's dunder to None opts out of it, with CPython's messages
def t(f):
    try: print(f())
    except TypeError as e: print(e)
class NoIter:
    __iter__ = None
class NoContains:
    __contains__ = None
    def __iter__(self): return iter([1])
class NoLen:
    __len__ = None
class NoItem:
    __getitem__ = None
class NoRev:
    __reversed__ = None
    def __len__(self): return 1
    def __getitem__(self, i): return i
t(lambda: iter(NoIter()))
t(lambda: [x for x in NoIter()])
t(lambda: list(NoIter()))
t(lambda: 1 in NoContains())
t(lambda: len(NoLen()))
t(lambda: NoItem()[0])
t(lambda: reversed(NoRev()))
t(lambda: list(NoContains()))
