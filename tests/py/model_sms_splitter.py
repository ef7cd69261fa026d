# Split a long message into numbered SMS parts of at most N characters on word boundaries.
def split_sms(text, limit=40):
    words = text.split()
    if any(len(w) > limit - 6 for w in words):
        raise ValueError("a word is too long to fit in one part")
    for guess in range(1, 100):
        suffix_len = len(f" ({guess}/{guess})")
        parts, cur = [], ""
        for w in words:
            cand = f"{cur} {w}" if cur else w
            if len(cand) + suffix_len <= limit:
                cur = cand
            else:
                parts.append(cur)
                cur = w
        parts.append(cur)
        if len(parts) <= guess:
            n = len(parts)
            return [f"{p} ({i}/{n})" if n > 1 else p for i, p in enumerate(parts, 1)]
    raise ValueError("message too long")

msg = ("Hi team, the deploy is scheduled for Friday at 16:00 UTC. Please make sure all pull requests "
       "are merged by Thursday evening and that the staging environment is green. Thanks!")
for part in split_sms(msg):
    print(f"{len(part):>2} {part}")
print(split_sms("short one"))
for bad in ["x" * 50, ""]:
    try:
        print(split_sms(bad))
    except ValueError as e:
        print("ValueError:", e)
