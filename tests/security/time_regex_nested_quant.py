# args: --timeout 1
# nested quantifiers over a long input
import re
print(re.search(r"(x+x+)+y", "x" * 5000))
