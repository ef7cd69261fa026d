print(1)
x = b'café'
