# Hand-written INI parser: sections, defaults inheritance, interpolation, typed getters.
import re

INI = """
[DEFAULT]
base_dir = /srv/app
log_level = INFO

[database]
host = db.local
port = 5432
user = admin
data = %(base_dir)s/data

[server]
; comment line
port = 80
workers = 4
log_level = DEBUG
log_file = %(base_dir)s/logs/%(log_level)s.log
enabled = yes
"""

class IniError(Exception):
    pass

class Ini:
    SECTION = re.compile(r"^\[(?P<name>[^\]]+)\]$")

    def __init__(self, text):
        self.sections = {}
        current = None
        for n, line in enumerate(text.splitlines(), 1):
            line = line.strip()
            if not line or line[0] in "#;":
                continue
            m = self.SECTION.match(line)
            if m:
                current = self.sections.setdefault(m["name"], {})
            elif "=" in line and current is not None:
                k, v = (s.strip() for s in line.split("=", 1))
                current[k.lower()] = v
            else:
                raise IniError(f"line {n}: unexpected {line!r}")
        self.defaults = self.sections.pop("DEFAULT", {})

    def get(self, section, key):
        merged = {**self.defaults, **self.sections[section]}
        value = merged[key]
        return re.sub(r"%\((\w+)\)s", lambda m: self.get(section, m.group(1)), value)

    def getint(self, section, key):
        return int(self.get(section, key))

    def getbool(self, section, key):
        return self.get(section, key).lower() in ("1", "yes", "true", "on")

ini = Ini(INI)
print("sections:", list(ini.sections))
for sec in ini.sections:
    keys = sorted(set(ini.defaults) | set(ini.sections[sec]))
    for k in keys:
        print(f"  {sec}.{k} = {ini.get(sec, k)}")
print(ini.getint("database", "port") + 1, ini.getbool("server", "enabled"))
try:
    ini.get("server", "password")
except KeyError as e:
    print("KeyError", e)
try:
    Ini("key = value")
except IniError as e:
    print("IniError:", e)
