# args: --max-memory 16M --timeout 10
# unicodedata.normalize of a long string
import unicodedata
s = unicodedata.normalize("NFD", "\u00e9" * (10 ** 7))
print(len(s))
