from collections import defaultdict, Counter
words = ["stop", "pots", "tops", "opts", "post", "spot", "listen", "silent", "enlist", "tinsel", "inlets", "google", "banana", "nabana", "elbow", "below", "bowel", "state", "taste"]
index = defaultdict(list)
for w in words:
    index["".join(sorted(w))].append(w)
groups = sorted((sorted(g) for g in index.values() if len(g) > 1), key=lambda g: (-len(g), g))
for g in groups:
    print(len(g), " ".join(g))
def is_anagram(a, b):
    return Counter(a.replace(" ", "").lower()) == Counter(b.replace(" ", "").lower())
pairs = [("Dormitory", "Dirty room"), ("The eyes", "They see"), ("Hello", "Olelh"), ("abc", "abd"), ("Astronomer", "Moon starer")]
print([(a, b, is_anagram(a, b)) for a, b in pairs])
print(Counter("listen") - Counter("silent"), Counter("aab") - Counter("ab"), (Counter("aab") & Counter("abb")).most_common())
