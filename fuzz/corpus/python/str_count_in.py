# count and in for substrings and characters
text = "she sells sea shells by the sea shore"
print(text.count("s"), text.count("se"), text.count("sea"), text.count("sh"), text.count(" "))
print(text.count("s", 10), text.count("s", 10, 20), text.count("z"), text.count(""))
print("sea" in text, "Sea" in text, "shore" in text, "ore" in text.split())
print([w for w in text.split() if "ll" in w], sum(1 for w in text.split() if w.startswith("s")))
print("aaaaa".count("aa"), "ababab".count("aba"), "".count(""), "".count("a"))
vowel_counts = {v: text.count(v) for v in "aeiou"}
print(vowel_counts)
