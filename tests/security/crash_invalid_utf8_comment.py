# invalid UTF-8 in a comment: ÿþ
# mcp: skip the source is not UTF-8, so no JSON string can carry it
print('ok')
