# Load JSON configs, merge with precedence, and print a report of which file set each final value.
import json

FILES = {
    "defaults.json": '{"server": {"port": 8000, "host": "0.0.0.0"}, "log": {"level": "info", "file": null}, "workers": 2}',
    "prod.json": '{"server": {"port": 443}, "log": {"level": "warning"}, "workers": 8, "tls": true}',
    "local.json": '{"log": {"file": "/tmp/app.log"}, "workers": 1}',
}

def flatten(d, prefix=""):
    for k, v in d.items():
        key = f"{prefix}{k}"
        if isinstance(v, dict):
            yield from flatten(v, key + ".")
        else:
            yield key, v

final, source = {}, {}
for name, text in FILES.items():
    for key, value in flatten(json.loads(text)):
        final[key] = value
        source[key] = name
width = max(map(len, final))
for key in sorted(final):
    print(f"{key:<{width}} = {json.dumps(final[key]):<16} # {source[key]}")
overridden = [k for k in final if source[k] != "defaults.json"]
print(f"{len(overridden)} of {len(final)} settings overridden:", ", ".join(sorted(overridden)))
