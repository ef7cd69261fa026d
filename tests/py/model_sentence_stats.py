# Sentence and readability statistics: syllable estimate, Flesch score, average lengths.
import re

def syllables(word):
    word = word.lower()
    groups = re.findall(r"[aeiouy]+", word)
    n = len(groups)
    if word.endswith("e") and n > 1 and not word.endswith("le"):
        n -= 1
    return max(1, n)

def analyze(text):
    sentences = [s for s in re.split(r"(?<=[.!?])\s+", text.strip()) if s]
    words = re.findall(r"[A-Za-z']+", text)
    syl = sum(syllables(w) for w in words)
    wps = len(words) / len(sentences)
    spw = syl / len(words)
    flesch = 206.835 - 1.015 * wps - 84.6 * spw
    return {"sentences": len(sentences), "words": len(words), "syllables": syl,
            "words/sentence": round(wps, 2), "syllables/word": round(spw, 2), "flesch": round(flesch, 1)}

samples = {
    "simple": "The cat sat on the mat. It was happy. The sun was warm.",
    "complex": "Notwithstanding considerable institutional resistance, the administration implemented comprehensive reorganization initiatives. Subsequently, productivity improved substantially.",
}
for name, text in samples.items():
    print(name)
    for k, v in analyze(text).items():
        print(f"  {k:<16}{v:>8}")
for w in ["the", "table", "beautiful", "queue", "rhythm", "make", "simile"]:
    print(w, syllables(w), end="; ")
print()
