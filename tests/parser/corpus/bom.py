x = "bom"
print(x)
