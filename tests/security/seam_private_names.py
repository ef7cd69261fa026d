# cpython: same
# F2, F3, F6, F15: attribute names that look like the runtime's private keys ('#meta', '@f', '\x01x')
# are ordinary attributes; nothing reaches an internal field (output as CPython's)
import operator
class M: pass
meta, fake = M(), M()
setattr(meta, '__gc', lambda o: 1)
setattr(fake, '#meta', meta)
print(getattr(fake, '#meta') is meta, sorted(vars(fake)), '#meta' in dir(fake))
setattr(fake, '@f', 5); setattr(fake, '\x01x', 6); setattr(fake, '\x01\x01y', 7)
print(sorted(vars(fake)), getattr(fake, '@f'), getattr(fake, '\x01x'), getattr(fake, '\x01\x01y'))
delattr(fake, '@f')
print(hasattr(fake, '@f'), sorted(vars(fake)))
class C:
    def f(self): return "method f"
setattr(C, '@f', 'data')
print(C().f(), getattr(C, '@f'), getattr(C(), '@f'))
try:
    print(operator.attrgetter('#meta')(str))
except AttributeError as e:
    print("AttributeError", e)
try:
    print(operator.attrgetter('@upper')('x'))
except AttributeError as e:
    print("AttributeError", e)
T = type('T', (), {'#meta': 1, '@x': 2, 'plain': 3})
print(getattr(T, '#meta'), getattr(T(), '@x'), T().plain, T.plain)
e = ValueError('v'); setattr(e, '#tb', 5)
print(getattr(e, '#tb'))
import math
setattr(math, '#x', 1); print(getattr(math, '#x'))
