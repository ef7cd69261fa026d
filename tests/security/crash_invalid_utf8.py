# invalid UTF-8 in the source
# mcp: skip the source is not UTF-8, so no JSON string can carry it
x = 'café'
print(x)
