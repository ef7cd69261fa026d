# cpython: same
# bytes literals whose bytes spell Lua syntax stay data: quotes, long brackets, escapes, NULs
x = b'"]]..os.exit(1)--[[\x00\\"'
y = b"\"); error('x') --"
z = rb'\"\\ddd\255'
print(x, y, z, len(x), len(y), len(z))
print(x.decode(), y.decode("ascii"), z.decode("latin-1"))
print(b'\x5d\x5d' == b']]', b'\0' * 3, b'\n\r\t'.hex())
