# cpython: same
# Lua's length operator
x = #[1, 2]
print(x)
