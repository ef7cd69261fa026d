# args: --max-memory 16M --timeout 2
# %-formatting with a huge width
print(len("%9999999999d" % 1))
