# args: --timeout 0.5
# unicodedata lookups forever
import unicodedata
while True:
    unicodedata.name("a")
