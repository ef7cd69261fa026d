# an error two generators deep: the traceback keeps the frames of the code that drives them
def read(rows):
    for r in rows:
        yield r.split("=")[0], int(r.split("=")[1])


def pairs(rows):
    for key, value in read(rows):
        yield key, value


def load(rows):
    config = dict(pairs(rows))
    return config


print(load(["a=1", "b=2"]))
print(load(["a=1", "b=x"]))
