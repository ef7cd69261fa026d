# A mini template engine: {{ var }}, {{ var|filter }}, {% for x in list %}...{% endfor %}.
import html
import re

FILTERS = {"upper": str.upper, "lower": str.lower, "title": str.title, "escape": html.escape,
           "length": lambda v: str(len(v)), "money": lambda v: f"${float(v):,.2f}"}

def lookup(ctx, path):
    value = ctx
    for part in path.split("."):
        value = value[part] if isinstance(value, dict) else getattr(value, part)
    return value

def render(tpl, ctx):
    def for_block(m):
        var, seq, body = m.group(1), m.group(2), m.group(3)
        return "".join(render(body, {**ctx, var: item}) for item in lookup(ctx, seq))
    tpl = re.sub(r"\{%\s*for (\w+) in ([\w.]+)\s*%\}(.*?)\{%\s*endfor\s*%\}", for_block, tpl, flags=re.S)
    def var(m):
        path, *filters = [p.strip() for p in m.group(1).split("|")]
        value = lookup(ctx, path)
        for f in filters:
            value = FILTERS[f](value if isinstance(value, str) else str(value))
        return str(value)
    return re.sub(r"\{\{(.*?)\}\}", var, tpl)

TPL = """Hello {{ user.name|title }} ({{ user.email|lower }})!
You have {{ items|length }} items:
{% for it in items %}  - {{ it.name|escape }}: {{ it.price|money }}
{% endfor %}Total: {{ total|money }}"""
ctx = {"user": {"name": "ada lovelace", "email": "ADA@Example.COM"},
       "items": [{"name": "Tea & Biscuits", "price": 4.5}, {"name": "<Gadget>", "price": 1299}], "total": 1303.5}
print(render(TPL, ctx))
try:
    render("{{ nope }}", ctx)
except KeyError as e:
    print("KeyError", e)
