# re: replacement-template errors (messages as CPython's)
import re
for tpl in [r'\3', r'\g<3>', r'\g<x>', r'\g<1', r'\g', r'\g<>', r'\g<1a>', 'a\\', r'\q', r'\400']:
    try:
        print(repr(re.sub(r'(a)(b)', tpl, 'ab')))
    except re.error as e:
        print("error:", e)
    except IndexError as e:
        print("IndexError:", e)
try:
    re.sub('a', lambda m: 5, 'a')
except TypeError as e:
    print("TypeError:", e)
try:
    re.sub('a', 5, 'a')
except TypeError as e:
    print("TypeError")
m = re.match('(a)', 'a')
try:
    m.expand(r'\2')
except re.error as e:
    print("error:", e, e.msg, e.pos)
