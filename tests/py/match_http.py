# HTTP status handling with or-patterns, guards, value patterns and an enum
from enum import Enum


class Method(Enum):
    GET = "GET"
    POST = "POST"
    DELETE = "DELETE"


def describe(status):
    match status:
        case 200 | 201 | 204:
            return "success"
        case 301 | 302 | 307 | 308:
            return "redirect"
        case 400:
            return "bad request"
        case 401 | 403:
            return "not allowed"
        case 404:
            return "not found"
        case 418:
            return "I'm a teapot"
        case code if 400 <= code < 500:
            return f"client error {code}"
        case code if 500 <= code < 600:
            return f"server error {code}"
        case _:
            return "unknown"


for s in [200, 204, 302, 400, 403, 404, 418, 429, 500, 503, 99, 700]:
    print(s, describe(s))


def route(method, path):
    match method, path.strip("/").split("/"):
        case Method.GET, [""]:
            return "index"
        case Method.GET, ["users"]:
            return "list users"
        case Method.GET, ["users", uid] if uid.isdigit():
            return f"show user {int(uid)}"
        case Method.GET, ["users", name]:
            return f"find user named {name}"
        case Method.POST, ["users"]:
            return "create user"
        case (Method.DELETE, ["users", uid]) if uid.isdigit():
            return f"delete user {uid}"
        case Method.GET | Method.POST, ["static", *parts] if parts:
            return "static " + "/".join(parts)
        case m, _:
            return f"405 {m.value} {path}"


for m, p in [(Method.GET, "/"), (Method.GET, "/users"), (Method.GET, "/users/42"),
             (Method.GET, "/users/bob"), (Method.POST, "/users/"), (Method.DELETE, "/users/7"),
             (Method.DELETE, "/users/x"), (Method.POST, "/static/css/site.css"),
             (Method.GET, "/static")]:
    print(m.name, p, "->", route(m, p))


def retry_policy(resp):
    match resp:
        case {"status": 429 | 503 as code, "headers": {"Retry-After": after}}:
            return f"retry {code} after {after}s"
        case {"status": (500 | 502 | 504) as code}:
            return f"retry {code} with backoff"
        case {"status": code} if code >= 400:
            return "give up"
        case {"status": _}:
            return "ok"


for r in [{"status": 429, "headers": {"Retry-After": 5}}, {"status": 503, "headers": {}},
          {"status": 502}, {"status": 404}, {"status": 200}]:
    print(retry_policy(r))
