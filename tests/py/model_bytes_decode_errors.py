# Decode byte strings of unknown quality: try utf-8 strictly, fall back with error handlers and report.
SAMPLES = [b"plain ascii", "café".encode("utf-8"), "café".encode("latin-1"), b"\xe2\x82", b"ok \xff\xfe end", b"\xc3\xa9t\xc3\xa9"]

def smart_decode(raw):
    try:
        return raw.decode("utf-8"), "utf-8"
    except UnicodeDecodeError as e:
        if all(b < 0x80 or b >= 0xa0 for b in raw):
            return raw.decode("latin-1"), f"latin-1 (utf-8 failed at {e.start}: {e.reason})"
        return raw.decode("utf-8", errors="replace"), "utf-8 with replacement"

for raw in SAMPLES:
    text, how = smart_decode(raw)
    print(f"{raw!r:26} -> {text!r:16} via {how}")
bad = b"abc\x80def"
for handler in ("ignore", "replace", "backslashreplace", "surrogateescape"):
    out = bad.decode("utf-8", errors=handler)
    print(f"{handler:<17} {out!r} len={len(out)}")
print(bad.decode("utf-8", "surrogateescape").encode("utf-8", "surrogateescape") == bad)
try:
    bad.decode("ascii")
except UnicodeDecodeError as e:
    print(type(e).__name__, e.encoding, e.start, e.end, e.reason, e.object[e.start:e.end])
