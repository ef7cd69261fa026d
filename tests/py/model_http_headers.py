# Parse raw HTTP request text: request line, case-insensitive headers, cookies, query and body.
RAW = ("POST /api/items?sort=desc&limit=10 HTTP/1.1\r\n"
       "Host: example.com\r\n"
       "Content-Type: application/json; charset=utf-8\r\n"
       "Cookie: session=abc123; theme=dark; lang=en\r\n"
       "X-Forwarded-For: 10.0.0.1, 10.0.0.2\r\n"
       "content-length: 27\r\n"
       "\r\n"
       '{"name": "lamp", "qty": 2}\n')

class Headers:
    def __init__(self):
        self._h = {}

    def add(self, name, value):
        self._h.setdefault(name.lower(), (name, []))[1].append(value)

    def __getitem__(self, name):
        return ", ".join(self._h[name.lower()][1])

    def get(self, name, default=None):
        return self[name] if name.lower() in self._h else default

    def items(self):
        return [(orig, ", ".join(vals)) for orig, vals in self._h.values()]

head, _, body = RAW.partition("\r\n\r\n")
request_line, *header_lines = head.split("\r\n")
method, target, version = request_line.split(" ")
path, _, qs = target.partition("?")
headers = Headers()
for line in header_lines:
    name, _, value = line.partition(":")
    headers.add(name.strip(), value.strip())
print(method, path, version, dict(p.split("=") for p in qs.split("&")))
for k, v in headers.items():
    print(f"  {k}: {v}")
ctype, _, params = headers["content-type"].partition(";")
print(ctype, dict(p.strip().split("=") for p in params.split(";")))
print({k: v for k, v in (c.split("=") for c in headers["COOKIE"].split("; "))})
print(int(headers["Content-Length"]), len(body.rstrip("\n")), headers.get("Accept", "*/*"))
import json
print(json.loads(body))
