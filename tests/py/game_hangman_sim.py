import random
WORDS = ["python", "lua", "transpiler", "runtime", "sandbox", "grammar", "closure"]
def play(word, guesses):
    shown = ["_"] * len(word)
    wrong = []
    for g in guesses:
        if g in word:
            for i, ch in enumerate(word):
                if ch == g:
                    shown[i] = g
        else:
            wrong.append(g)
        status = "".join(shown)
        print(f"  guess {g!r}: {' '.join(shown)}  wrong={','.join(wrong) or '-'}")
        if "_" not in shown:
            return True, len(wrong)
        if len(wrong) >= 6:
            return False, len(wrong)
    return False, len(wrong)
random.seed(2024)
letters = "etaoinshrdlcumwfgypbvkjxqz"
for _ in range(3):
    w = random.choice(WORDS)
    order = sorted(letters, key=lambda c: (letters.index(c) + random.random() * 5))
    won, misses = play(w, order)
    print(w, "WON" if won else "LOST", misses)
