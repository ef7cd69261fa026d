# args: --max-memory 16M --timeout 2
# expandtabs with a huge tab size
print(len("\t\t".expandtabs(10 ** 10)))
