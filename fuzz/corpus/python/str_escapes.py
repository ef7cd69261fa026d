# string literal forms and escapes
print("tab:\t|", "newline:\\n", r"raw\n\t", R"raw2\\")
print('single', "double", '''triple single''', """triple double""")
print("\x41\x42", "\u0041\u00e9", "\U0001F600", "\N{BULLET}", "\u2022")
print("octal \101\102", "null\0end".replace("\0", "<0>"))
print(len("\n"), len(r"\n"), len("\\n"), len("\x00"))
print("a\
b")
s = """line1
line2\
 continued
line3"""
print(s)
print(len(s.splitlines()))
print(r"C:\new\table", "C:\\new\\table")
print("done", f"{'nested'} {1 + 1}", rf"\d{3}")
print('it\'s', "say \"hi\"", 'mix "of" \'quotes\'')
