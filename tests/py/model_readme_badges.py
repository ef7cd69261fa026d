# Generate Markdown badges and a feature table from a project dict, escaping pipes and brackets.
PROJECT = {"name": "moonpy", "version": "0.9.1", "license": "MIT", "python": "3.11",
           "features": [("Sandbox", "yes", "runs untrusted code | limits"), ("Speed", "fast", "LuaJIT-free [plain Lua]"),
                        ("Modules", "48", "json, re, csv, datetime, ...")]}

def badge(label, value, color):
    enc = lambda s: s.replace("-", "--").replace("_", "__").replace(" ", "_")
    return f"![{label}](https://img.shields.io/badge/{enc(label)}-{enc(value)}-{color})"

def md_escape(s):
    return s.replace("|", "\\|").replace("[", "\\[").replace("]", "\\]")

lines = [f"# {PROJECT['name']}", "",
         " ".join([badge("version", PROJECT["version"], "blue"), badge("license", PROJECT["license"], "green"),
                   badge("python", PROJECT["python"] + "+", "yellow")]), "",
         "| Feature | Status | Notes |", "|---|:---:|---|"]
lines += [f"| {md_escape(f)} | {md_escape(s)} | {md_escape(n)} |" for f, s, n in PROJECT["features"]]
print("\n".join(lines))
