# Types are checked: unbound builtin methods of many types with wrong receivers raise TypeError (messages close to CPython's)
import collections
cases = [
  (str, 'upper', [5]), (str, 'join', [[1], ['a']]), (str, 'split', [b'a b']), (str, 'encode', [1]),
  (str, 'startswith', [(1,), 'a']), (str, 'format', [3]), (str, '__len__', [[1]]),
  (dict, 'get', [[1], 0]), (dict, 'keys', [set()]), (dict, 'items', [(1,)]), (dict, 'setdefault', [[], 1]),
  (dict, 'update', [[], {}]), (dict, 'pop', [frozenset(), 1]), (dict, 'clear', [collections.OrderedDict.__mro__]),
  (dict, '__setitem__', [object(), 1, 2]), (dict, '__getitem__', [[1], 0]),
  (set, 'add', [frozenset(), 1]), (set, 'add', [{}, 1]), (set, 'discard', [[1], 1]), (set, 'update', [frozenset(), [1]]),
  (set, 'clear', [frozenset({1})]), (set, 'union', [[1], [2]]), (frozenset, 'union', [[1], [2]]),
  (bytes, 'decode', ['abc']), (bytes, 'hex', ['ab']), (bytes, 'split', ['a b']), (bytes, 'upper', [bytearray(b'a')]),
  (bytearray, 'append', [b'a', 1]), (bytearray, 'extend', [b'', b'x']), (bytearray, 'clear', [b'ab']),
  (int, 'bit_length', [1.5]), (int, 'to_bytes', ['x', 1, 'big']), (int, '__add__', ['a', 1]),
  (float, 'is_integer', [1]), (float, 'hex', [1]), (float, '__add__', [1, 1.0]),
  (tuple, 'index', [[1], 1]), (tuple, 'count', [[1], 1]), (tuple, '__len__', [[1]]),
  (list, 'append', [(1,2), 3]), (list, 'sort', [(3,1)]), (list, 'reverse', [(1,2)]), (list, 'extend', ['ab', 'c']),
  (list, 'pop', [(1,)]), (list, 'insert', [int.__mro__, 0, str]), (list, '__setitem__', [(1,), 0, 2]),
  (collections.deque, 'append', [[], 1]), (collections.deque, 'popleft', [[1]]),
  (collections.deque, 'rotate', [(1,2), 1]),
  (collections.Counter, 'most_common', [[1]]), (collections.OrderedDict, 'move_to_end', [{1:2}, 1]),
  (str, '__add__', [1, 'a']), (str, '__mul__', [[1], 3]), (list, '__mul__', ['a', 2]), (tuple, '__add__', [[1], (2,)]),
  (object, '__setattr__', [1, 'x', 2]), (object, '__getattribute__', [1, '__class__']),
  (type, '__call__', [1]), (type, 'mro', [5]), (int, '__new__', [str, 5]), (str, '__new__', [int, 'a']),
  (list, '__init__', [(1,), [2]]), (dict, '__init__', [[], {}]),
  (object, '__new__', [5]), (object, '__new__', [{}]), (tuple, '__new__', [list, [1]]),
]
for tp, name, args in cases:
    try:
        fn = getattr(tp, name)
    except AttributeError:
        print(tp.__name__, name, 'missing'); continue
    try:
        r = fn(*args)
        print(tp.__name__, name, 'OK', repr(r)[:60], repr(args)[:60])
    except Exception as e:
        print(tp.__name__, name, type(e).__name__, str(e)[:100])
