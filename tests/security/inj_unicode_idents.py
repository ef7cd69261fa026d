# identifiers in other scripts, with combining marks and look-alikes of Lua names
ｌｏａｄ = "fullwidth"
ℯnd = "script e"
éñd = "accents"
переменная = "cyrillic"
变量 = "cjk"
ǅ = "titlecase"
print(ｌｏａｄ, ℯnd, éñd, переменная, 变量, ǅ)
try:
    print(load)
except NameError as e:
    print(e)
