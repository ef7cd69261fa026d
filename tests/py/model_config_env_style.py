# Parse .env style files: export prefix, quotes, escapes, ${VAR} expansion and duplicate detection.
import re

ENV = r'''
# comment
export APP_NAME="My App"
APP_HOME=/opt/app
LOG_DIR=${APP_HOME}/logs
GREETING='Hello, $USER'
MULTI="line1\nline2\ttabbed"
EMPTY=
PORT = 8080
APP_HOME=/srv/app
URL=http://${HOST:-localhost}:${PORT}/
'''

def parse_env(text):
    env, dups = {}, []
    for line in text.splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        line = re.sub(r"^export\s+", "", line)
        key, _, val = (s.strip() for s in line.partition("="))
        if val[:1] == "'" and val[-1:] == "'":
            val = val[1:-1]
        else:
            if val[:1] == '"' and val[-1:] == '"':
                val = val[1:-1].encode().decode("unicode_escape") if False else val[1:-1].replace("\\n", "\n").replace("\\t", "\t")
            val = re.sub(r"\$\{(\w+)(?::-([^}]*))?\}", lambda m: env.get(m.group(1), m.group(2) or ""), val)
        if key in env:
            dups.append(key)
        env[key] = val
    return env, dups

env, dups = parse_env(ENV)
for k, v in env.items():
    print(f"{k:<10} = {v!r}")
print("duplicates:", dups)
