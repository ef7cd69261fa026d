# a truncated multibyte sequence at the end of the file
# mcp: skip the source is not UTF-8, so no JSON string can carry it
x = 1
â‚