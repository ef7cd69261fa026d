# \N{...} with an unknown name is a SyntaxError; CPython counts a non-ASCII character before it (and in it) as 10 bytes
print("never printed")
s = "café \N{LATIN SMALL LETTER É}"
