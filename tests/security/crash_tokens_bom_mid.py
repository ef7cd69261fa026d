# a BOM (U+FEFF) in the middle of the source: CPython says invalid non-printable character
x = 1
﻿print(x)
