# a UTF-8-encoded surrogate (CESU) in a string literal
# mcp: skip the source is not UTF-8, so no JSON string can carry it
x = 'í €'
print(len(x))
