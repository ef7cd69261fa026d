import unicodedata
s = "aA1 \u05d0(\u0661\u0300\u200e\u202a\u2066\u0378\U0010ffff\ufeff+,\t\n\x00$\u0627"
print([unicodedata.bidirectional(c) for c in s])
print([unicodedata.mirrored(c) for c in "()<>[]a\u2208"])
import collections
print(sorted(collections.Counter(unicodedata.bidirectional(chr(c)) for c in range(0, 0x110000, 7)).items()))
try: unicodedata.bidirectional("ab")
except TypeError as e: print(e)
