# a small INI-style config parser class with typed getters, sections as dict-like objects, errors
class ConfigError(Exception):
    def __init__(self, lineno, message):
        super().__init__(f"line {lineno}: {message}")
        self.lineno = lineno

class Section:
    def __init__(self, name):
        self.name = name
        self._values = {}
    def __getitem__(self, key):
        return self._values[key.lower()]
    def __setitem__(self, key, value):
        self._values[key.lower()] = value
    def __contains__(self, key):
        return key.lower() in self._values
    def __iter__(self):
        return iter(self._values)
    def get_int(self, key, default=None):
        try:
            return int(self[key])
        except KeyError:
            return default
    def get_bool(self, key, default=False):
        if key not in self:
            return default
        return self[key].lower() in ("1", "yes", "true", "on")
    def get_list(self, key):
        return [p.strip() for p in self[key].split(",") if p.strip()]

class Config:
    def __init__(self, text):
        self.sections = {}
        current = None
        for n, raw in enumerate(text.splitlines(), 1):
            line = raw.split("#", 1)[0].strip()
            if not line:
                continue
            if line.startswith("[") and line.endswith("]"):
                current = self.sections.setdefault(line[1:-1].strip(), Section(line[1:-1].strip()))
            elif "=" in line:
                if current is None:
                    raise ConfigError(n, "key outside of a section")
                k, v = (p.strip() for p in line.split("=", 1))
                current[k] = v
            else:
                raise ConfigError(n, f"cannot parse {line!r}")
    def __getitem__(self, name):
        return self.sections[name]

TEXT = """
# app config
[server]
Host = example.org
port = 8080   # inline comment
debug = yes
[paths]
include = src, lib , , tests
"""
cfg = Config(TEXT)
srv = cfg["server"]
print(srv["HOST"], srv.get_int("port"), srv.get_bool("debug"), srv.get_bool("missing"), srv.get_int("x", -1))
print(cfg["paths"].get_list("include"), list(srv), "Port" in srv, sorted(cfg.sections))
for bad in ("x = 1\n[a]", "[a]\nno equals sign here"):
    try:
        Config(bad)
    except ConfigError as e:
        print("ConfigError:", e, e.lineno)
try:
    cfg["nope"]
except KeyError as e:
    print("KeyError:", e)
