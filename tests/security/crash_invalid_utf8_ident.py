# invalid UTF-8 in an identifier
# mcp: skip the source is not UTF-8, so no JSON string can carry it
Ã = 1
