# Inspect and fill str.format templates with string.Formatter: list fields, detect missing, safe fill.
import string

class SafeFormatter(string.Formatter):
    def get_value(self, key, args, kwargs):
        if isinstance(key, int):
            return args[key] if key < len(args) else "{" + str(key) + "}"
        return kwargs.get(key, "{" + key + "}")

TEMPLATES = ["Dear {title} {last_name},\nyour order #{order:05d} ships {when}.",
             "Total: {total:>10,.2f} {currency}", "{0} + {1} = {2}", "Hello {name!r}, {{braces}} stay"]
fmt = SafeFormatter()
values = {"title": "Dr", "last_name": "Who", "order": 42, "total": 1234.5, "name": "Ann"}
for tpl in TEMPLATES:
    fields = [f for _, f, _, _ in string.Formatter().parse(tpl) if f is not None]
    missing = [f for f in fields if not f.isdigit() and f not in values]
    print(f"fields={fields} missing={missing}")
    print("  " + fmt.format(tpl, 1, 2, **values).replace("\n", "\n  "))
