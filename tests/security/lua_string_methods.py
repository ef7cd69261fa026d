# the methods of Lua's string library are not str methods: only Python's str methods exist
names = ['byte', 'char', 'dump', 'find', 'format', 'gmatch', 'gsub', 'len', 'lower', 'match', 'rep', 'reverse', 'sub', 'upper', 'pack', 'packsize', 'unpack', 'len', '__index', '__name']
for n in names:
    try:
        v = getattr("abc", n)
        print(n, "is a str method:", v() if n in ("upper", "lower") else type(v).__name__)
    except AttributeError as e:
        print(n, "AttributeError:", e)
