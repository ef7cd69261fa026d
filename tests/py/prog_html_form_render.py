# Render an HTML form from a field spec with escaping, required markers and error messages.
import html

FIELDS = [
    {"name": "email", "label": "E-mail", "type": "email", "required": True},
    {"name": "age", "label": "Age (years)", "type": "number", "min": 0},
    {"name": "bio", "label": "About <you>", "type": "textarea"},
    {"name": "plan", "label": "Plan", "type": "select", "options": ["free", "pro & team"]},
]
VALUES = {"email": 'ann"@example.com', "bio": "I <3 Python & Lua", "plan": "pro & team"}
ERRORS = {"age": "Age is required for this plan"}

def attrs(**kw):
    return "".join(f' {k.rstrip("_")}="{html.escape(str(v))}"' for k, v in kw.items() if v not in (None, False))

def render_field(f):
    name, value = f["name"], VALUES.get(f["name"], "")
    label = f'<label for="{name}">{html.escape(f["label"])}{" *" if f.get("required") else ""}</label>'
    if f["type"] == "textarea":
        control = f"<textarea{attrs(id=name, name=name)}>{html.escape(value)}</textarea>"
    elif f["type"] == "select":
        opts = "".join(f"<option{attrs(value=o, selected='selected' if o == value else None)}>{html.escape(o)}</option>" for o in f["options"])
        control = f"<select{attrs(id=name, name=name)}>{opts}</select>"
    else:
        control = f"<input{attrs(type=f['type'], id=name, name=name, value=value or None, min=f.get('min'), required='required' if f.get('required') else None)}>"
    err = f'\n    <p class="error">{html.escape(ERRORS[name])}</p>' if name in ERRORS else ""
    return f"  <div>\n    {label}\n    {control}{err}\n  </div>"

print('<form method="post">')
for f in FIELDS:
    print(render_field(f))
print("</form>")
