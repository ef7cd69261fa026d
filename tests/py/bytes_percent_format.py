# bytes % values (PEP 461): %s/%b take bytes-likes or __bytes__, %r/%a ascii(), %c one byte; widths count bytes
print(b'%d-%s' % (5, b'x'), b'%5s|%-5b|' % (b'ab', b'cd'), b'%r %a' % ('é', b'x'), b'%c%c' % (65, b'B'), b'%x %05.1f %%' % (255, 2.5))
print(b'%(k)s=%(v)d' % {b'k': b'key', b'v': 3}, bytearray(b'<%s>') % b'z', b'%.2s' % b'abcdef', b'%*d' % (4, 7), b'%s' % bytearray(b'ba'))
print(b'no args' % (), b'%s' % b'single', b'%i' % True, b'%s' % memoryview(b'mv'))
class Bb:
    def __bytes__(self): return b'BB'
print(b'[%s]' % Bb(), b'%s' % (Bb(),))
for bad in [lambda: b'%s' % 'str', lambda: b'%s %s' % (b'a',), lambda: b'%s' % (b'a', b'b'), lambda: b'%d' % b'a',
            lambda: b'%c' % 300, lambda: b'%c' % b'ab', lambda: b'%z' % 1, lambda: b'%(a)s' % (1,), lambda: b'%' % (), lambda: b'%(a)s' % {'a': 1}]:
    try: print(bad())
    except Exception as e: print(type(e).__name__, e)
