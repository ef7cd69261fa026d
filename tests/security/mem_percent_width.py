# args: --max-memory 16M --timeout 10
# %-formatting with a huge width
print(len("%9999999999d" % 1))
