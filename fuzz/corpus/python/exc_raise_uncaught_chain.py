# raise ... from ... uncaught: the last stderr line is the outer exception
def load(cfg):
    try:
        return cfg["port"]
    except KeyError as e:
        raise ValueError("config has no port") from e
print(load({"port": 80}))
print(load({}))
