# re: VERBOSE patterns: whitespace and comments ignored outside sets and escapes
import re
phone = re.compile(r"""
    ^\(?(\d{3})\)?   # area code
    [\s.-]?          # separator
    (\d{3})          # exchange
    [ -]             # space or dash (a space inside a set counts)
    (\d{4})$         # number
""", re.VERBOSE)
for s in ['(555) 123-4567', '555.123 4567', '5551234567', '555-123-4567']:
    m = phone.match(s)
    print(s, m.groups() if m else None)
email = re.compile(r"""
    (?P<user> [\w.+-]+ )
    @
    (?P<host> [\w-]+ (?: \. [\w-]+ )+ )
""", re.X)
print(email.search('mail: a.b+c@ex-ample.co.uk!').groupdict())
print(re.findall(r'a b # c', 'ab # c', re.X), re.findall(r'a\ b', 'a b', re.X))
print(re.findall(r'''(?x)
   \d +   # digits
''', '12 345'))
print(re.findall(r'a {2}', 'aaa', re.X), re.findall(r'[# ]', 'a# b', re.X))
print(re.compile('a b', re.X).flags, re.compile('(?x)a b').pattern)
