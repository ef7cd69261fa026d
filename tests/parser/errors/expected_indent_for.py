for i in x:
print(i)
