#!/usr/bin/env python3
"""Dev tool: print CPython's AST of a file as a Lua table literal in moonpy's AST contract
(docs/INTERNALS.md). Used to check the code generator independently of the parser."""
import ast, sys

def lua_str(s):
    if isinstance(s, bytes):
        b = s
    else:
        b = s.encode('utf-8', 'surrogatepass')
    out = []
    for c in b:
        if c in (34, 92) or c < 32 or c == 127:
            out.append('\\%03d' % c)
        else:
            out.append(chr(c) if c < 128 else None)
            if c >= 128:
                out[-1] = '\\%03d' % c
    return '"' + ''.join(out) + '"'

def conv(n):
    if isinstance(n, list):
        return '{' + ', '.join(conv(x) if x is not None else 'false' for x in n) + '}'
    if isinstance(n, ast.AST):
        name = type(n).__name__
        if isinstance(n, (ast.operator, ast.unaryop, ast.boolop, ast.cmpop)):
            return lua_str(name)
        if isinstance(n, ast.expr_context):
            return lua_str(name)
        parts = ['kind=' + lua_str(name)]
        for f in n._fields:
            v = getattr(n, f, None)
            if v is None:
                continue
            if isinstance(n, ast.Constant) and f == 'value':
                if v is True or v is False:
                    parts.append('ctype="bool", value=' + ('true' if v else 'false'))
                elif v is Ellipsis:
                    parts.append('ctype="Ellipsis"')
                elif isinstance(v, int):
                    parts.append('ctype="int", value="%d"' % v)
                elif isinstance(v, float):
                    parts.append('ctype="float", value=%r' % v if v == v and abs(v) != float('inf') else 'ctype="float", value=1/0')
                elif isinstance(v, complex):
                    parts.append('ctype="complex", value=%r' % v.imag)
                elif isinstance(v, str):
                    parts.append('ctype="str", value=' + lua_str(v))
                elif isinstance(v, bytes):
                    parts.append('ctype="bytes", value=' + lua_str(v))
                continue
            if f == 'kind' and isinstance(n, ast.Constant):
                continue
            if isinstance(v, str):
                parts.append(f + '=' + lua_str(v))
            elif isinstance(v, int):
                parts.append(f + '=' + str(v))
            else:
                parts.append(f + '=' + conv(v))
        if isinstance(n, ast.Constant) and n.value is None:
            parts.append('ctype="None"')
        for a in ('lineno', 'col_offset', 'end_lineno', 'end_col_offset'):
            if hasattr(n, a) and getattr(n, a) is not None:
                parts.append('%s=%d' % (a, getattr(n, a)))
        return '{' + ', '.join(parts) + '}'
    if isinstance(n, str):
        return lua_str(n)
    if isinstance(n, int):
        return str(n)
    return 'nil'

src = open(sys.argv[1]).read()
print('return ' + conv(ast.parse(src)))
