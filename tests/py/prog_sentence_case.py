# Fix the case of sentences: capitalise after . ! ?, keep acronyms, fix " i " and spacing.
import re

ACRONYMS = {"nasa", "usa", "html", "json"}

def sentence_case(text):
    text = re.sub(r"\s+", " ", text.strip())
    text = re.sub(r"\s+([,.!?;:])", r"\1", text)
    words = []
    cap_next = True
    for word in text.split(" "):
        core = re.sub(r"\W", "", word).lower()
        if core in ACRONYMS:
            w = re.sub(re.escape(core), core.upper(), word, flags=re.I)
        elif core == "i":
            w = word.replace("i", "I", 1) if word.lower().startswith("i") else word
        else:
            w = word.lower()
            if cap_next:
                w = w[:1].upper() + w[1:]
        if cap_next and core in ACRONYMS | {"i"}:
            pass
        cap_next = bool(re.search(r"[.!?]$", word))
        words.append(w)
    return " ".join(words)

for s in ["hello WORLD. this is   nasa calling !  i think json is fine?yes",
          "THE usa HAS 50 STATES . i'm sure", "  multiple   spaces ,and commas ;ok "]:
    print(repr(sentence_case(s)))
