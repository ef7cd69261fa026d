# a bare raise re-raises the original exception
def risky(d):
    return d["missing"]


def wrapper(d):
    try:
        return risky(d)
    except KeyError:
        print("logging and re-raising")
        raise


wrapper({})
