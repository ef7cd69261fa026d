# a tiny shell over an in-memory file list: shlex parses lines, fnmatch expands globs,
# difflib suggests commands and diffs files, urllib.parse handles a fetch-like command
import shlex, fnmatch, difflib
from urllib.parse import urlsplit, parse_qs, urlencode, urlunsplit

FILES = {
    "notes.txt": "buy milk\ncall bob\nwrite report\n",
    "notes_old.txt": "buy milk\ncall alice\nwrite the report\n",
    "main.py": "print('hi')\n",
    "test_main.py": "assert True\n",
    "data.csv": "a,b\n1,2\n",
}
COMMANDS = ["ls", "cat", "diff", "grep", "open", "help", "echo"]

def expand(args):
    out = []
    for a in args:
        if any(c in a for c in "*?["):
            hits = sorted(fnmatch.filter(FILES, a))
            out.extend(hits if hits else [a])
        else:
            out.append(a)
    return out

def run(line):
    try:
        parts = shlex.split(line, comments=True)
    except ValueError as e:
        return [f"parse error: {e}"]
    if not parts:
        return []
    cmd, args = parts[0], expand(parts[1:])
    if cmd == "ls":
        return sorted(args or FILES)
    if cmd == "cat":
        return [FILES.get(a, f"{a}: no such file").rstrip("\n") for a in args]
    if cmd == "echo":
        return [" ".join(args)]
    if cmd == "grep":
        pat, names = args[0], args[1:]
        return [f"{n}:{l}" for n in names for l in FILES.get(n, "").splitlines() if pat in l]
    if cmd == "diff":
        a, b = args
        return [l.rstrip("\n") for l in difflib.unified_diff(
            FILES[a].splitlines(True), FILES[b].splitlines(True), a, b)]
    if cmd == "open":
        u = urlsplit(args[0])
        q = parse_qs(u.query)
        q.setdefault("lang", ["en"])
        return [u.hostname, str(u.port), u.path, urlunsplit(u._replace(query=urlencode(q, doseq=True)))]
    guess = difflib.get_close_matches(cmd, COMMANDS, n=1)
    return [f"{cmd}: command not found" + (f" (did you mean {guess[0]}?)" if guess else "")]

for line in ["ls", "ls *.py", "ls test_* *.csv", "cat 'notes.txt'", "echo \"hello   world\" it's", "echo 'it''s' fine",
             "grep milk notes*.txt", "diff notes_old.txt notes.txt", "open 'https://Example.com:8443/search?q=a+b&q=c'",
             "lst", "gerp x", "zzz", "echo # only a comment", "cat \"unterminated", "   "]:
    print("$", line)
    for out in run(line):
        print(out)
print(shlex.join(["cp", "my file.txt", "backup/"]))
