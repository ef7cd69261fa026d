# terminal escape sequences and control characters are printed as they are (CPython does too)
print('\x1b[2J\x1b[H\x07\x08 cleared?')
print('\r\x00\x7f')
print(repr('\x1b[31m'))
