# args: --max-memory 16M --timeout 10
# a width in str.format
print(len("{:>9999999999}".format("x")))
