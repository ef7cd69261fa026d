# cpython: same
# a UTF-8 BOM at the start of the source is allowed
print("bom ok")
