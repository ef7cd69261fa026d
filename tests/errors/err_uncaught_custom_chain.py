class ConfigError(Exception):
    pass
def load(cfg, key):
    try:
        return int(cfg[key])
    except KeyError as e:
        raise ConfigError(f"missing key {e}") from e
    except ValueError:
        raise ConfigError("bad value for " + key)
print(load({"port": "80"}, "port"))
try:
    load({}, "port")
except ConfigError as e:
    print("caught:", e, "| cause:", repr(e.__cause__), "| context:", repr(e.__context__))
print(load({"port": "eighty"}, "port"))
