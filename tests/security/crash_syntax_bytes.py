# bytes literals
print('first')
x = b'abc'
