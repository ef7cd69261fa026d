# re.RegexFlag: flags print as CPython 3.11 shows them (re.IGNORECASE|re.MULTILINE), work as ints and dict keys
import re
print(repr(re.I), str(re.I), re.I, re.I|re.M, repr(re.I|re.M), re.I+0, type(re.I), re.RegexFlag, re.I.value, re.compile('a', re.I).flags, re.NOFLAG, repr(re.I & re.M), ~re.I)
print(re.compile("a", re.I | re.M), re.findall("A", "aA", re.I), re.sub("a", "b", "AaA", flags=re.IGNORECASE), re.compile("x", re.X | re.S).flags, re.I == 2, {re.I: 1}[2], re.M in (re.I | re.M), bool(re.NOFLAG))
print(re.search(r"^b", "a\nb", re.M | re.I).group(), re.split(",", "a,B", flags=0), re.compile("a").flags & re.UNICODE)
import enum
class C(enum.Enum):
    A = 1
class F(enum.Flag):
    X = 1
print(C, F, enum.Enum, enum.IntEnum, enum.Flag, enum.IntFlag, type(C.A), enum.StrEnum)
