# re: flags as ints, inline global and scoped flags
import re
print(int(re.I), int(re.IGNORECASE), int(re.M), int(re.S), int(re.X), int(re.A), int(re.U), int(re.MULTILINE | re.DOTALL), int(re.VERBOSE))
print(re.I | re.M == 10, int(re.NOFLAG))
print(re.findall('abc', 'ABC abc AbC', re.I))
print(re.findall('^a.', 'ab\nac\n', re.M), re.findall('^a.', 'ab\nac\n'))
print(re.findall('a.b', 'a\nb axb'), re.findall('a.b', 'a\nb axb', re.S))
print(re.findall('a.b', 'a\nb', re.S | re.I))
print(re.compile('a').flags, re.compile('a', re.I).flags, re.compile('(?i)a').flags)
print(re.compile('a', re.A).flags, re.compile('(?s)(?m)a').flags, re.compile('(?x) a').flags)
print(re.findall(r'(?i)hello', 'Hello HELLO hello'))
print(re.findall(r'(?i:a)b', 'ab Ab aB AB'))
print(re.findall(r'(?-i:a)b', 'ab Ab aB AB', re.I))
print(re.findall(r'(?s:.)', 'a\n'), re.findall(r'a(?m:$)', 'a\na'))
print(re.findall(r'\w+', 'héllo wörld', re.A), re.findall(r'\w+', 'héllo wörld'))
print(re.findall(r'\d', '1٣2', re.ASCII), re.findall(r'\d', '1٣2'))
print(re.search(r'(?a)\w+', 'éa').group())
print(re.findall(r'''
    (\d+)   # number
    \s*     # space
    ([a-z]+) # unit
''', '10 kg, 5m', re.VERBOSE))
print(re.findall(r'(?x) a b \  c [ ] # comment', 'ab c ab  c'))
print(re.findall(r'(?x) a\#b', 'a#b'))
print(re.match(r'(?x: a b ) c', 'abc'), re.match(r'(?x: a b ) c', 'ab c').group())
print(re.search('É', 'é', re.I) is not None, re.search('straße', 'STRASSE', re.I))
for bad in [re.L, re.A | re.U]:
    try:
        re.compile('a', bad)
    except ValueError as e:
        print("ValueError:", e)
try:
    re.compile(re.compile('a'), re.I)
except ValueError as e:
    print("ValueError:", e)
print(re.compile(re.compile('a')) is re.compile('a'))
