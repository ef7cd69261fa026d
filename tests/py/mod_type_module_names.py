# classes of the builtins and of modules know their module (__module__ and repr)
import re, operator, enum, dataclasses, string, warnings, types, hmac, json
from collections import OrderedDict, Counter, defaultdict

print(ValueError.__module__, KeyError.__module__, BaseException.__module__,
      ExceptionGroup.__module__, StopIteration.__module__)
class MyError(ValueError):
    pass
print(MyError.__module__, MyError, MyError.__mro__)
print(type(re.compile('a')), type(re.match('a', 'a')), re.Pattern.__module__)
print(type(operator.itemgetter(1)), type(operator.attrgetter('a')), type(operator.methodcaller('x')))
print(type(enum.auto()), enum.Flag.__module__, enum.IntFlag.__module__, enum.Flag, enum.IntFlag)
print(type(dataclasses.MISSING), string.Template, string.Template.__module__)
print(warnings.catch_warnings, types.MappingProxyType, types.MappingProxyType.__module__)
print(type(hmac.new(b'k', digestmod='md5')))
print(type({}.keys()), type({}.values()), type({}.items()), type(Counter().keys()))
o = OrderedDict(a=1, b=2)
print(o.keys(), o.values(), o.items())
class OD(OrderedDict):
    pass
print(OD(x=1).items(), defaultdict(int, a=1).keys(), Counter('ab').items())
