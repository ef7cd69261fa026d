# A hand-written JSON pretty-printer: short containers on one line, long ones expanded, keys aligned.
import json

def pretty(obj, indent=0, width=50):
    one_line = json.dumps(obj, ensure_ascii=False)
    if len(one_line) + indent <= width or not isinstance(obj, (dict, list)) or not obj:
        return one_line
    pad = " " * (indent + 2)
    if isinstance(obj, list):
        items = [pad + pretty(v, indent + 2, width) for v in obj]
        return "[\n" + ",\n".join(items) + "\n" + " " * indent + "]"
    keyw = max(len(json.dumps(k)) for k in obj)
    items = [f"{pad}{json.dumps(k) + ':':<{keyw + 1}} {pretty(v, indent + keyw + 4, width)}" for k, v in obj.items()]
    return "{\n" + ",\n".join(items) + "\n" + " " * indent + "}"

DATA = {"name": "moonpy", "version": [0, 9, 1], "tags": ["python", "lua", "sandbox", "transpiler", "runtime"],
        "maintainers": [{"name": "Ann", "email": "ann@example.com"}, {"name": "Zoë", "email": "zoe@example.org", "active": True}],
        "empty": {}, "ratio": 0.25}
print(pretty(DATA))
print(pretty([1, 2, 3]), pretty({}), pretty("x"))
