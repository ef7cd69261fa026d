# args: --max-memory 16M --timeout 2
# a width in str.format
print(len("{:>9999999999}".format("x")))
