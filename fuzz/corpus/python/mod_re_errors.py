# re: bad patterns raise re.error with CPython's messages and positions
import re
pats = ['(', 'a)', '[a', 'a**', '*a', 'a{2,1}', '(?P<1>a)', '(?P<a>x)(?P<a>y)', '(?P=z)',
        r'\1', '(a)\\2', r'\q', '[z-a]', r'[\d-z]', '(?<=a+)b', '(?z)', 'a(?i)b', '(?Px)',
        '(?<x)', r'\x4', r'\u12', '(?#abc', 'x{', '+', 'a|*', '(?P<a', '(?P<>a)', '(?P<a b>x)',
        '(a)(?(2)b)', '(?(x)a|b)', r'(?(1)a|b|c)', '[]', '(?i', 'a\\', r'\8', '(?', ')',
        '(?P<a>a(?P=a))', '(a\n', 'a++*', '(?-)', '(?i-i:a)']
for p in pats:
    try:
        re.compile(p)
        print(repr(p), "ok")
    except re.error as e:
        print(repr(p), "->", e, "|", e.msg, e.pos)
e = re.error("boom")
print(e, e.msg, e.pattern, e.pos, isinstance(e, Exception), issubclass(re.error, Exception))
try:
    re.compile('x\n(?P<')
except re.error as e:
    print(e, e.lineno, e.colno)
try:
    re.sub('(', 'x', 'y')
except Exception as e:
    print(type(e).__name__, e)
