# string methods on non-ASCII text
s = "Grüße aus Köln – ça va? 日本語テキスト"
print(len(s), s.upper(), s.lower())
print(s.split(), s.split("–"), s.find("Köln"), s.index("日"), s.rfind("ü"))
print(s[6:9], s[::-3], s[-7:], s[:5][::-1])
print(s.replace("ö", "oe"), s.count("t"), s.startswith("Grü"), s.endswith("スト"))
print("é".isalpha(), "日".isalpha(), "3".isdigit(), "Ω".isupper(), "ω".islower())
print("ñandú".title(), "ÉCOLE".capitalize(), "straße".swapcase())
print("|".join("añb"), list(reversed("añb")), sorted("éae"))
print("café".center(10, "*"), "café".ljust(6, "-") + "|", "naïve".zfill(8))
print("–".join(["a", "b"]), "a–b".partition("–"), " ".join("日本語"))
print(repr("üñí"), ascii("üñí"), len("üñí"))
print(min("zäa"), max("zäa"), "ä" in "bär", "bär".find("r"))
print(f"{'日本':>6}|{'ü':^5}|{'é':<3}|")
