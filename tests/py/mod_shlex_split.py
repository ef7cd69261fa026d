# shlex.split (POSIX, comments, compatibility mode), its errors, quote and join of command lines
import shlex
cmds = ['ls -la "My Documents" /tmp', "grep -r 'hello world' .", 'echo "a \\"quoted\\" word"', "a\\ b c\\\\d",
        "git commit -m 'it'\\''s done'", "x # comment\ny", "'' \"\" a''b", "  lead  trail  ", "", "é ünï 'çà va'",
        'a "b\\\\\" c" d\\\\ e \'f\\\\g\'', 'a"b"c', 'a\\$b "x\\$y\\z"', "cmd>out 2>&1 | tee;x", "a\tb\r\nc"]
def trysplit(c, **kw):
    try:
        return shlex.split(c, **kw)
    except ValueError as e:
        return "ValueError: " + str(e)
for c in cmds:
    print(repr(c), trysplit(c), trysplit(c, comments=True), trysplit(c, posix=False))
for bad in ['echo "unterminated', "it's", "trailing\\", '"a\\']:
    for posix in (True, False):
        try:
            print(shlex.split(bad, posix=posix))
        except ValueError as e:
            print("ValueError:", e)
for s in ["simple", "", "with space", "it's", "$HOME", "a\"b", "safe@%+=:,./-_chars", "ünï", "tab\there", 0]:
    print(repr(s), shlex.quote(s))
args = ["cp", "my file.txt", "dest dir/", "--name=it's"]
line = shlex.join(args)
print(line, shlex.split(line) == args)
try:
    shlex.quote(b"x")
except TypeError as e:
    print("TypeError:", e)
try:
    shlex.quote(5)
except TypeError as e:
    print("TypeError:", e)
try:
    shlex.split()
except TypeError as e:
    print("TypeError:", e)
