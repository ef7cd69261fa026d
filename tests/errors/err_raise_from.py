# explicit chaining with raise ... from ...
class ConfigError(Exception):
    pass


def to_int(s):
    return int(s)


def parse_port(s):
    try:
        return to_int(s)
    except ValueError as e:
        raise ConfigError(f"bad port {s!r}") from e


print(parse_port("80"))
print(parse_port("eighty"))
