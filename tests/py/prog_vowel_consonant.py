# Count vowels and consonants per word and overall, using sets and dict comprehensions.
VOWELS = set("aeiou")

def profile(word):
    letters = [c for c in word.lower() if c.isalpha()]
    v = sum(c in VOWELS for c in letters)
    return {"word": word, "vowels": v, "consonants": len(letters) - v}

sentence = "Strengths of rhythm: queueing AEIOU and xylophones!"
rows = [profile(w) for w in sentence.split()]
for r in rows:
    print(f"{r['word']:<12} v={r['vowels']} c={r['consonants']} {'vowel-heavy' if r['vowels'] > r['consonants'] else ''}".rstrip())
print({c: sentence.lower().count(c) for c in sorted(VOWELS)})
print(max(rows, key=lambda r: r["consonants"])["word"], sum(r["vowels"] for r in rows))
print("".join(sorted(set(sentence.lower()) - VOWELS - set(" :!"))))
