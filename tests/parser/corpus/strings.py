# string and bytes literal forms
a = 'single' "double" '''triple''' """triple double"""
b = r'raw\n' R"raw\t", rb'raw bytes\x00' Br"x" bR'y' RB"z"
c = b'bytes\x00\xff\n' B"BYTES"
d = u'unicode' U"UNICODE"
e = "esc: \n \t \\ \' \" \a \b \f \v \r \0 \12 \101 \x41 \u00e9 \U0001F600 \q \N{EM DASH}"
f = b"esc: \n \t \\ \' \" \a \b \f \v \r \0 \12 \101 \x41 \u00e9 \q"
g = "line \
continued"
h = """triple with 'single' and "double" quotes
and newlines\
 and continuation"""
i = 'it\'s' "say \"hi\""
j = "unicode: é ü 日本語 😀 \u2022 \xa0"
k = "quote mix: ' and \""
l = '\'' "\"" '"' "'"
m = ''
n = b''
o = "\\" r"\\" r"\"" r'\''
p = ("implicit"
     "concatenation"
     'across lines')
q = b"a" b'b' rb"c"
r = "tab\there"
s = "\x7f\x80\x9f\xad\u200b\u2028\ufeff\U000e0001"
t = '\u0000\x01\x1f'
u = "mixed\r\nnewlines"
