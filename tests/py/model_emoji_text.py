# Emoji-aware text: counting code points vs bytes, stripping emoji by range, reversing safely.
import re
import unicodedata

EMOJI = re.compile("[\U0001F300-\U0001FAFF\u2600-\u27BF\uFE0F\u200D]+")
msgs = ["I ❤️ Python 🐍!", "Party 🎉🎉 tonight", "no emoji", "Family: 👨‍👩‍👧 ok", "Flags 🇯🇵🇫🇷"]
for m in msgs:
    stripped = EMOJI.sub("", m).strip()
    found = EMOJI.findall(m)
    print(f"{m!r}: chars={len(m)} bytes={len(m.encode())} stripped={stripped!r} emoji={found}")
print([unicodedata.name(c, "?") for c in "🐍❤\ufe0f"])
print("🐍🎉"[::-1], "abc🐍"[-1], "abc🐍".index("🐍"), "x🐍y".split("🐍"), "🐍" * 3, "🐍" < "🎉")
print(ascii("🐍"), "🐍".encode("utf-8"), "🐍".encode("utf-8").decode(), repr("\U0001F40D"), len("\N{SNAKE}"))
print(f"{'🐍':>4}|{'🐍':*^5}|", "🐍".isprintable(), "🐍".isalpha(), ord("🐍"), hex(ord("🐍")), chr(0x1F600))
