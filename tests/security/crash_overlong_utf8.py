# an overlong UTF-8 encoding of '/' and of NUL
# mcp: skip the source is not UTF-8, so no JSON string can carry it
x = 'À¯À€'
print(x)
