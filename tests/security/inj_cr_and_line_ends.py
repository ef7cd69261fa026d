# cpython: same
# carriage returns, form feeds and vertical tabs in source and strings
x = 1
y = 'a\rb'
print(x, repr(y))
print('form feed line')
if x:
    print('crlf block')
z = '''one
two'''
print(repr(z))
