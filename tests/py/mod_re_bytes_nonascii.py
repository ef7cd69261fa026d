# bytes patterns: bytes 0x80..0xFF have no case and are in no class (\w, \s, \d are ASCII), as in CPython
import re
cases = [
  (rb'(?i)\xe9', b'\xc9'), (rb'\xe9', b'\xe9'), (b'(?i)\xe9', b'\xe9\xc9'), (rb'(?i)[\xe0-\xef]+', b'\xc0\xe0\xe5\xcf'),
  (b'[\xe0-\xef]+', b'a\xe0\xe5\xcfz'), (rb'(?i)caf\xe9', b'CAF\xc9 caf\xe9 CAF\xe9'), (rb'\w+', b'caf\xe9 x'),
  (rb'[^\xe9]+', b'ab\xe9cd'), (rb'(?i)[^\xe9]+', b'ab\xc9\xe9cd'), (rb'\s+', b'a\xa0b \x85c'), (rb'.', b'\xff'),
  (rb'\d', b'\xb2'), (rb'(?i)\xff', b'\xff'), (rb'(?i)\xb5', b'\xb5'), (rb'[\x80-\xff]+', b'ab\x80\xfe\xffc'),
  (rb'(?i)[a-z\xe0]+', b'AbC\xc0\xe0'), (b'\\\xe9', b'\xe9'), (rb'\351', b'\xe9'), (rb'\W', b'\xe9'), (rb'(?i)K', b'k\xe9'),
]
for p, s in cases:
    print(p, s, re.findall(p, s), re.findall(p, s, re.I))
print(re.sub(rb'\xe9', b'\xc9!', b'caf\xe9'), re.sub(rb'(\w+)\xe9', b'<\\1\xe8>', b'caf\xe9'), re.sub(rb'\xe9', lambda m: m.group().upper() + b'\xff', b'\xe9'))
print(re.split(rb'\xa0', b'a\xa0b'), re.match(rb'(?P<x>\xe9+)', b'\xe9\xe9').groupdict(), re.search(rb'\xe9', b'ab\xe9').span())
print(re.compile(rb'\xe9', re.I), re.compile(b'\xe9').pattern, re.escape(b'\xe9.'))
m = re.search(rb'(\xe9)(x)?', b'z\xe9'); print(m, m.group(1), m.groups(), m.expand(b'[\\1\xf0]'))
print(re.fullmatch(rb'(?i)\xe9\xc9', b'\xe9\xc9'), re.fullmatch(rb'(?i)\xe9\xc9', b'\xc9\xe9'))
print(re.findall('(?i)é', 'É'), re.findall('(?i)[à-ï]', 'ÀÉ'))
