# pprint lays out ChainMap, UserDict, UserList, UserString, mappingproxy and SimpleNamespace as CPython 3.11 does
import pprint, types
from collections import ChainMap, UserDict, UserList, UserString
pprint.pprint(ChainMap({'a': 1}, {'b': list(range(20))}), width=30)
pprint.pprint(ChainMap(), width=5); pprint.pprint(ChainMap({'x': 'y' * 40}), width=20)
pprint.pprint(UserDict({'k' + str(i): list(range(i)) for i in range(6)}), width=30)
pprint.pprint(UserList(list(range(30))), width=30); pprint.pprint(UserString('word ' * 20), width=30)
pprint.pprint(types.MappingProxyType({'a': list(range(20))}), width=30)
pprint.pprint(types.SimpleNamespace(alpha=list(range(15)), beta='b' * 30, gamma={'x': 1}), width=30)
class NS(types.SimpleNamespace): pass
pprint.pprint(NS(a=list(range(20))), width=30)
pprint.pprint([types.SimpleNamespace(x=1, y=2)] * 3, width=20)
