# an exception raised while handling another: both tracebacks are printed
def read_config(d):
    try:
        return d["port"]
    except KeyError:
        print("no port, trying default")
        return d["default_port"]


print(read_config({"port": 1}))
print(read_config({}))
