# Summarise HTTP status codes from access lines: classes (2xx..5xx), top paths per class, percentages.
import re
from collections import Counter, defaultdict

LINES = """GET /index.html 200
GET /about 200
POST /login 302
GET /missing 404
GET /admin 403
GET /api/items 200
GET /api/items 500
GET /favicon.ico 404
PUT /api/items/3 204
GET /api/items 503
GET /index.html 304""".splitlines()
REASONS = {200: "OK", 204: "No Content", 302: "Found", 304: "Not Modified", 403: "Forbidden", 404: "Not Found", 500: "Internal Server Error", 503: "Service Unavailable"}

classes, paths = Counter(), defaultdict(Counter)
for line in LINES:
    method, path, status = re.match(r"(\w+) (\S+) (\d{3})", line).groups()
    code = int(status)
    cls = f"{code // 100}xx"
    classes[cls] += 1
    paths[cls][f"{path} {code} {REASONS.get(code, '?')}"] += 1
total = sum(classes.values())
for cls in sorted(classes):
    n = classes[cls]
    print(f"{cls}: {n:>2} ({n / total:6.1%}) {'#' * n}")
    for p, c in paths[cls].most_common(2):
        print(f"      {c} x {p}")
error_rate = (classes["4xx"] + classes["5xx"]) / total
print(f"error rate {error_rate:.1%}; availability {1 - classes['5xx'] / total:.2%}")
