# re over bytes patterns and subjects: matches, groups and results are bytes; \w and friends are ASCII
import re
data = b'GET /index.html HTTP/1.1\r\nHost: example.com\r\nX-Val: caf\xc3\xa9 \xff\r\n\r\n'
m = re.match(rb'(?P<method>[A-Z]+) (?P<path>\S+) HTTP/(\d\.\d)', data)
print(m, m.group(), m.groups(), m.groupdict(), m['path'], m.span(2), m.string[:3], m.re.pattern, m.expand(rb'\g<method>:\2'))
print(re.findall(rb'^([\w-]+): (.*)\r$', data, re.M), re.findall(rb'\xff', data), re.findall(rb'[\x80-\xff]+', data))
print(re.split(rb'\r\n', data), re.sub(rb'\d', b'#', data[:24]), re.subn(rb'(\w+)\.', lambda m: m.group(1).upper() + b'!', b'a.b.c'))
print([mm.span() for mm in re.finditer(rb'\w+', b'ab cd\xe9f')], re.search(rb'(?i)host', data).group(), re.fullmatch(rb'\d+', b'123'), re.escape(b'a.b') if False else '')
p = re.compile(rb'x(y)?', re.I); print(p, p.flags, p.pattern, p.groups, p.search(b'aXb'), p.sub(b'[\\1]', b'xyX'), p == re.compile(rb'x(y)?', re.I), hash(p) == hash(re.compile(rb'x(y)?', re.I)))
print(re.compile(rb'a'), re.compile(rb'a').flags, re.match(rb'.', b'\n'), re.match(rb'.', b'\n', re.S), re.findall(rb'\s', b'a \t\xa0b'))
for bad in [lambda: re.match(rb'a', 'a'), lambda: re.match('a', b'a'), lambda: re.sub(rb'a', 'x', b'a'), lambda: re.sub(rb'a', lambda m: 'x', b'a'), lambda: re.compile(rb'a', re.U), lambda: re.findall(r'\d', b'1')]:
    try: print(bad())
    except (TypeError, ValueError) as e: print(type(e).__name__, e)
print(re.match(rb'a', bytearray(b'abc')), re.match(rb'a', memoryview(b'abc')) is not None, re.split(rb'(,)', b'a,b'), re.findall(rb'(a)(b)?', b'ab a'))
print(re.escape(b'a.b*\xff'), re.escape(b'ab_1'))
