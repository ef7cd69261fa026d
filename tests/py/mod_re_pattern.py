# re: Pattern objects, reprs, the cache, keyword arguments
import re
p = re.compile(r'(?P<w>\w+)\s', re.I | re.M)
print(p.pattern, p.flags, p.groups, p.groupindex, dict(p.groupindex))
print(repr(p), repr(re.compile('a')), repr(re.compile('a', re.X | re.S)), repr(re.compile("it's")))
print(re.compile('a', re.A), re.compile('a\n'))
print(p == re.compile(r'(?P<w>\w+)\s', re.I | re.M), p != re.compile('x'), hash(p) == hash(re.compile(r'(?P<w>\w+)\s', re.I | re.M)))
print(re.compile('abc') is re.compile('abc'))
re.purge()
print(re.compile('abc').pattern)
m = p.search('Hello World ')
print(repr(m), str(m))
print(re.search(pattern=r'\d', string='a1'), re.sub(pattern='a', repl='b', string='aa', count=1))
print(re.split(pattern=',', string='a,b,c', maxsplit=1), re.findall(pattern='a', string='aA', flags=re.I))
print(p.sub(repl='-', string='a b c', count=2), p.subn('-', string='a b '), p.split(string='a b c', maxsplit=1))
print(p.findall(string='ab cd ', pos=1), p.match(string='ab ', pos=0, endpos=3))
print(type(p).__name__, type(m).__name__, isinstance(p, re.Pattern), isinstance(m, re.Match))
print(re.compile(p) is p, re.search(p, 'zz x ').group('w'))
print(repr(re.search('x', 'ax')), repr(re.match('', 'a')), repr(re.search('\n', 'a\n')))
print(repr(re.search(r'\w+', 'a' * 60)))
try:
    re.compile('a', flags='x')
except TypeError as e:
    print("TypeError")
try:
    re.compile(5)
except TypeError as e:
    print("TypeError:", e)
try:
    re.search()
except TypeError as e:
    print("TypeError:", e)
d = {re.compile('a'): 1}
print(d[re.compile('a')])
m = re.search('a(b)?', 'xab')
print(getattr(m, 'string'), getattr(p, 'pattern'), hasattr(m, 'lastindex'), hasattr(m, 'nope'))
for obj, attr in [(m, 'string'), (m, 'other'), (p, 'pattern')]:
    try:
        setattr(obj, attr, 'z')
    except AttributeError as e:
        print("AttributeError:", e)
bound = p.findall
print(bound('a b '), m.regs, m.start(1), m.end(1))
