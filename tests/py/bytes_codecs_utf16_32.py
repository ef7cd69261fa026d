# str.encode / bytes.decode for utf-16 and utf-32: BOMs, byte orders, surrogate pairs, the error handlers and CPython's error ranges

for s,e in [(b'\x00\xd8','utf-16'),(b'\x00\xdc\x41\x00','utf-16-le'),(b'\x41','utf-16-le'),(b'\x00\xd8\x41\x00','utf-16-le'),(b'\xff\xfe\x00\x00\x00\x00\x11\x00','utf-32'),(b'\x00\xd8\x00\x00','utf-32-le'),(b'\x41\x00\x00','utf-32-le'), (b'\x00\xd8\x00', 'utf-16-le'), (b'\x3d\xd8\x00\xde', 'utf-16-le'), (b'\xd8\x3d\xde\x00', 'utf-16-be')]:
    try:
        print(repr(s.decode(e)))
    except UnicodeDecodeError as x:
        print(x, x.start, x.end, x.encoding)
for e in ['utf-16', 'utf-32-be']:
    try:
        '\udc80x'.encode(e)
    except UnicodeEncodeError as x:
        print(x, x.start, x.end)
print('a\udc80b'.encode('utf-16-le','replace'), 'a\udc80b'.encode('utf-16-le','backslashreplace'), 'a\udc80b'.encode('utf-16-le','ignore'), 'a\udc80b'.encode('utf-16-le','xmlcharrefreplace'))
print(b'a\x00\x00\xdcb\x00'.decode('utf-16-le','replace'), b'a\x00\x00\xdcb\x00'.decode('utf-16-le','backslashreplace'), b'a\x00\x00\xdcb\x00'.decode('utf-16-le','ignore'))
print(b'\xfe\xff\x00a'.decode('utf-16'), 'h€😀'.encode('utf-16'), 'h€😀'.encode('utf-32'), 'h€😀'.encode('utf-16-be'), 'h€😀'.encode('UTF-32LE'), 'x'.encode('utf_16_be'))
for text in ['', 'hello', 'héllo wörld', '日本語テキスト', '😀🎉 emoji', 'mixed ascii é 😀']:
    for enc in ['utf-16', 'utf-16-le', 'utf-16-be', 'utf-32', 'utf-32-le', 'utf-32-be', 'utf16', 'U16', 'utf32']:
        b = text.encode(enc)
        assert b.decode(enc) == text, (text, enc)
    print(len(text.encode('utf-16')), text.encode('utf-16-be').hex(), len(text.encode('utf-32')))
print(str(b'\xff\xfeh\x00i\x00', 'utf-16'), bytes('hi', 'utf-32-be'))

