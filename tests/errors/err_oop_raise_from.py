# a wrapped exception: raise ... from ... prints both tracebacks
class ConfigError(Exception):
    pass


def parse_port(value):
    return int(value)


def load_config(raw):
    try:
        port = parse_port(raw["port"])
    except ValueError as e:
        raise ConfigError(f"bad port {raw['port']!r}") from e
    return {"port": port}


print(load_config({"port": "8080"}))
print(load_config({"port": "80x"}))
