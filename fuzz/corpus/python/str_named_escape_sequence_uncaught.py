# \N{...} does not take named sequences (unicodedata.lookup does): a SyntaxError
import unicodedata
print(ascii(unicodedata.lookup("LATIN CAPITAL LETTER A WITH MACRON AND GRAVE")))
s = "\N{LATIN CAPITAL LETTER A WITH MACRON AND GRAVE}"
