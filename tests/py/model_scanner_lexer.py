# A lexer for a tiny config language with re.Scanner, followed by a parser into nested dicts.
import re

def tok(kind):
    return lambda scanner, text: (kind, text)

SCANNER = re.Scanner([
    (r"#[^\n]*", None),
    (r"\s+", None),
    (r'"(?:[^"\\]|\\.)*"', lambda s, t: ("STR", t[1:-1].replace('\\"', '"'))),
    (r"-?\d+\.\d+", lambda s, t: ("NUM", float(t))),
    (r"-?\d+", lambda s, t: ("NUM", int(t))),
    (r"true|false", lambda s, t: ("BOOL", t == "true")),
    (r"[A-Za-z_][A-Za-z0-9_]*", tok("NAME")),
    (r"[{}=;\[\],]", tok("PUNCT")),
])

SRC = '''
# server block
server {
  host = "example.com";  port = 8080;
  tls = true;
  paths = ["/", "/api", "/docs"];
  limits { rate = 2.5; burst = -3; }
}
name = "say \\"hi\\"";
'''

tokens, rest = SCANNER.scan(SRC)
print(len(tokens), "tokens; leftover:", repr(rest))
print(tokens[:6])

def parse_block(toks, i):
    out = {}
    while i < len(toks) and toks[i] != ("PUNCT", "}"):
        _, name = toks[i]
        if toks[i + 1] == ("PUNCT", "{"):
            out[name], i = parse_block(toks, i + 2)
            i += 1
            continue
        i += 2
        if toks[i] == ("PUNCT", "["):
            items, i = [], i + 1
            while toks[i] != ("PUNCT", "]"):
                if toks[i][0] != "PUNCT":
                    items.append(toks[i][1])
                i += 1
            value = items
        else:
            value = toks[i][1]
        out[name] = value
        i += 2
    return out, i

config, _ = parse_block(tokens, 0)
print(config)
bad_tokens, bad_rest = SCANNER.scan('x = 1; y = @oops')
print(bad_tokens, repr(bad_rest))
