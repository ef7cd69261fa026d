class HTTPError(Exception):
    def __init__(self, status, reason):
        super().__init__(status, reason)
        self.status = status
        self.reason = reason

    def __str__(self):
        return f"{self.status} {self.reason}"

class NotFound(HTTPError):
    def __init__(self, path):
        super().__init__(404, "Not Found")
        self.path = path

def fetch(path):
    routes = {"/": "home", "/about": "about us"}
    if path not in routes:
        raise NotFound(path)
    return routes[path]

for p in ["/", "/missing"]:
    try:
        print(fetch(p))
    except HTTPError as e:
        print("error:", e, repr(e), e.args, e.path)
fetch("/nope")
