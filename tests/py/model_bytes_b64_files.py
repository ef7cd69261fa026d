# Embed small "files" as base64 in JSON, decode, verify sizes and sha1, and show text previews.
import base64
import hashlib
import json

files = {"hello.txt": "Hello, world!\n".encode(), "data.bin": bytes(range(10)), "utf8.txt": "naïve café ☕".encode("utf-8")}
bundle = json.dumps({name: {"size": len(b), "sha1": hashlib.sha1(b).hexdigest(), "b64": base64.b64encode(b).decode()}
                     for name, b in files.items()}, indent=1)
print(bundle)
for name, meta in json.loads(bundle).items():
    raw = base64.b64decode(meta["b64"])
    ok = len(raw) == meta["size"] and hashlib.sha1(raw).hexdigest() == meta["sha1"]
    try:
        preview = raw.decode("utf-8")
        preview = preview if preview.isprintable() else repr(preview)
    except UnicodeDecodeError:
        preview = raw.hex()
    print(f"{name:<10} {meta['size']:>3}B ok={ok} {preview}")
print(base64.b64encode(b"\x00\x00\x00"), base64.b64decode("AAAA"), base64.b64decode(b"SGk", validate=False) if False else "skip")
