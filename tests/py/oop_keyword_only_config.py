# keyword-only constructors, positional-only helpers, defaults from a class attribute, __repr__
class Connection:
    DEFAULTS = {"port": 5432, "timeout": 10.0, "ssl": True}

    def __init__(self, host, /, *, port=None, timeout=None, ssl=None, **extra):
        self.host = host
        self.port = port if port is not None else self.DEFAULTS["port"]
        self.timeout = timeout if timeout is not None else self.DEFAULTS["timeout"]
        self.ssl = self.DEFAULTS["ssl"] if ssl is None else ssl
        self.extra = extra

    @classmethod
    def from_url(cls, url, /, **overrides):
        scheme, _, rest = url.partition("://")
        host, _, port = rest.partition(":")
        kw = {"port": int(port)} if port else {}
        kw.update(overrides)
        return cls(host, ssl=scheme.endswith("s"), **kw)

    def __repr__(self):
        extra = "".join(f", {k}={v!r}" for k, v in sorted(self.extra.items()))
        return f"Connection({self.host!r}, port={self.port}, timeout={self.timeout}, ssl={self.ssl}{extra})"

print(Connection("db1"))
print(Connection("db2", port=6543, app="web"))
print(Connection.from_url("pgs://db3:7000", timeout=2.5))
print(Connection.from_url("pg://db4"))
for bad in (lambda: Connection("x", 1), lambda: Connection(host="y"), lambda: Connection.from_url(url="z://a")):
    try:
        bad()
    except TypeError as e:
        print("TypeError:", e)
