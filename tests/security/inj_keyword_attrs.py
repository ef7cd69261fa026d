# cpython: same
# attribute access that the generator writes as obj["@name"] or obj.name in Lua: names with
# quotes, brackets and Lua keywords through getattr
class C: pass
o = C()
for n in ['a"b', "a'b", "a]b", "a[b", "a\\b", "a\nb", "]]", "[[", "a b", "", "0", "end", "and", "__index"]:
    setattr(o, n, n)
print(all(getattr(o, n) == n for n in vars(o)), len(vars(o)))
print(sorted(vars(o)))
