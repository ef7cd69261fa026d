# cpython: same
# Lua's concatenation operator is a syntax error in Python
x = 'a' .. 'b'
