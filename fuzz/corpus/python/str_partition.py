# partition and rpartition
print("key=value=more".partition("="), "key=value=more".rpartition("="))
print("novalue".partition("="), "novalue".rpartition("="))
print("a::b::c".partition("::"), "a::b::c".rpartition("::"))
print("=x".partition("="), "x=".rpartition("="))
head, sep, tail = "user@example.com".partition("@")
print(head, sep, tail)
try:
    "abc".partition("")
except ValueError as e:
    print("ValueError:", e)
config = "host = localhost\nport = 8080\n# comment\ndebug=true"
for line in config.splitlines():
    if line.startswith("#"):
        continue
    k, _, v = line.partition("=")
    print(repr(k.strip()), repr(v.strip()))
