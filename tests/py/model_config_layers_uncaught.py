# Merge config dicts deeply and look up dotted keys; a missing required key raises KeyError at the end.
import json

def deep_merge(base, override):
    out = dict(base)
    for k, v in override.items():
        if isinstance(v, dict) and isinstance(out.get(k), dict):
            out[k] = deep_merge(out[k], v)
        else:
            out[k] = v
    return out

def require(cfg, dotted):
    node = cfg
    for part in dotted.split("."):
        if not isinstance(node, dict) or part not in node:
            raise KeyError(f"required setting {dotted!r} is missing (stopped at {part!r})")
        node = node[part]
    return node

defaults = {"db": {"host": "localhost", "port": 5432, "opts": {"ssl": False}}, "log": {"level": "INFO"}}
env = {"db": {"host": "db.prod", "opts": {"ssl": True, "timeout": 5}}, "features": ["a", "b"]}
cfg = deep_merge(defaults, env)
print(json.dumps(cfg, indent=2, sort_keys=True))
for key in ["db.host", "db.opts.timeout", "log.level", "features"]:
    print(f"{key} = {require(cfg, key)!r}")
print(require(cfg, "db.user"))
