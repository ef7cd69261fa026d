# Split command lines respecting quotes and escapes (a small shlex-like tokenizer by hand).
def split_args(line):
    args, cur, quote, escape, has_token = [], [], None, False, False
    for ch in line:
        if escape:
            cur.append(ch)
            escape = False
        elif ch == "\\" and quote != "'":
            escape = True
            has_token = True
        elif quote:
            if ch == quote:
                quote = None
            else:
                cur.append(ch)
        elif ch in "'\"":
            quote = ch
            has_token = True
        elif ch.isspace():
            if has_token:
                args.append("".join(cur))
                cur, has_token = [], False
        else:
            cur.append(ch)
            has_token = True
    if quote:
        raise ValueError("No closing quotation")
    if escape:
        raise ValueError("No escaped character")
    if has_token:
        args.append("".join(cur))
    return args

tests = [
    'ls -la /tmp',
    'echo "hello world" \'single quoted\'',
    'grep -e "a\\"b" file\\ name.txt',
    'cmd "" \'\' empty',
    "  lots   of    space  ",
    'mixed"quo"ted\'parts\'',
    'say "unterminated',
    'trailing\\',
]
for t in tests:
    try:
        print(f"{t!r:40} -> {split_args(t)}")
    except ValueError as e:
        print(f"{t!r:40} -> ValueError: {e}")
