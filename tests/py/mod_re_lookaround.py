# re: lookahead, lookbehind, atomic groups, possessive quantifiers, anchors
import re
print(re.findall(r'\w+(?=,)', 'a, b, c'), re.findall(r'\w+(?!,)\b', 'a, b, c'))
print(re.findall(r'(?<=\$)\d+', '$10 20 $30'), re.findall(r'(?<!\$)\b\d+', '$10 20 $30'))
print(re.findall(r'(?<=ab|cd)x', 'abx cdx efx'))
print(re.search(r'(?>a+)b', 'aaab').group(), re.search(r'(?>a+)a', 'aaa'))
print(re.search(r'a++b', 'aaab').group(), re.search(r'a++a', 'aaa'), re.search(r'a*+a', 'aa'))
print(re.search(r'a?+a', 'a'), re.search(r'a{1,3}+a', 'aaaa').group())
print(re.findall(r'\bfoo\b', 'foo foobar barfoo foo.'), re.findall(r'\Bo\B', 'foo boo'))
print(re.findall(r'^\w+$', 'one\ntwo', re.M), re.findall(r'^\w+$', 'one\ntwo'))
print(re.search(r'$', 'ab\n').span(), re.search(r'\Z', 'ab\n').span(), re.findall(r'$', 'a\n'))
print(re.findall(r'(?=(\w\w))', 'abcd'))
print(re.sub(r'(?<=\d)(?=(\d\d\d)+\b)', ',', '1234567 89'))
print(re.match(r'(?=.*\d)(?=.*[a-z]).{6,}', 'abc123') is not None, re.match(r'(?=.*\d).{6,}', 'abcdef'))
print(re.search(r'(?<=(a))b', 'ab').groups())
try:
    re.compile(r'(?<=a|bc)x')
except re.error as e:
    print("error:", e)
try:
    re.compile(r'(?<=a*)x')
except re.error as e:
    print("error:", e)
print(re.findall(r'(?<=\b)\w', 'ab cd'))
