# import collections.abc binds collections (the package, with abc its attribute); the ABCs module holds only ABCs
import collections.abc
print(collections.Counter("a"), collections.abc.Mapping.__name__, collections.__name__)
try:
    collections.abc.Counter
except AttributeError as e:
    print(e)
