# exception classes with custom __str__/__repr__, args handling, pickling-free copying, str(e) forms
class HTTPError(Exception):
    def __init__(self, status, reason, url=None):
        super().__init__(status, reason)
        self.status, self.reason, self.url = status, reason, url
    def __str__(self):
        where = f" for {self.url}" if self.url else ""
        return f"{self.status} {self.reason}{where}"

class Quiet(Exception):
    pass

class Detailed(ValueError):
    def __repr__(self):
        return f"<Detailed {self.args!r}>"

errors = [HTTPError(404, "Not Found", "/x"), HTTPError(500, "Oops"), Quiet(), Quiet("one"),
          Quiet("a", "b"), Detailed("bad", 3), KeyError("k"), KeyError(), OSError(2, "No such file")]
for e in errors:
    print(f"{type(e).__name__:10} str={str(e)!r:28} repr={e!r} args={e.args}")
try:
    raise HTTPError(403, "Forbidden", "/admin")
except Exception as e:
    print(f"caught: {e}", e.status, isinstance(e, HTTPError))
print(str(KeyError("a b")), repr(ValueError()), str(ValueError()), repr(Exception("x", 1)))
e = Quiet("x")
e.args = ("changed",)
print(e, e.args)
