# case conversions
words = ["hello world", "HELLO World", "they're bill's friends", "3rd place", "o'neil mcdonald-smith", "ÉCOLE été", ""]
for w in words:
    print(repr(w.upper()), repr(w.lower()), repr(w.title()), repr(w.capitalize()), repr(w.swapcase()))
print("ß".upper(), "ß".casefold(), "Straße".casefold() == "STRASSE".casefold())
print("hELLO".capitalize(), "a1b2".title(), "hello\tworld".title())
