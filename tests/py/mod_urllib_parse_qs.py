# urllib.parse: parse the query string of a URL (parse_qs, parse_qsl and their options)
from urllib.parse import urlparse, parse_qs, parse_qsl, urlencode

url = "https://shop.example.com/search?q=red+shoes&size=42&size=43&sort=&page=2&utm_source=mail#results"
query = urlparse(url).query
print(query)
params = parse_qs(query)
print(params)
print(params["size"], params.get("page", ["1"])[0], "sort" in params)
print(parse_qs(query, keep_blank_values=True)["sort"])
print(parse_qsl(query))
clean = [(k, v) for k, v in parse_qsl(query) if not k.startswith("utm_")]
print(urlencode(clean))

print(parse_qs("a=1&b=2&a=3&c=&d"), parse_qs("a=1&b=2&a=3&c=&d", keep_blank_values=True))
print(parse_qsl("a=1&b=x+y%20z&&c"), parse_qsl("a=1;b=2", separator=";"), parse_qsl(""))
print(parse_qsl("a=1&&b=2", keep_blank_values=True), parse_qsl("=x&y="), parse_qsl("a=b=c"))
print(parse_qsl("k=%E9", encoding="latin-1"), parse_qsl("k=%E9"), parse_qsl("a=1&b=2", max_num_fields=2))
print(parse_qsl("a==1"), parse_qs("x=%26%3D"), parse_qsl("a=1&&b=2"))

for f in [lambda: parse_qsl("a=1&b", strict_parsing=True), lambda: parse_qsl("a=1&&b=1", strict_parsing=True),
          lambda: parse_qsl("a&b&c", max_num_fields=2), lambda: parse_qsl("a", separator=""),
          lambda: parse_qs()]:
    try:
        print(f())
    except (ValueError, TypeError) as e:
        print(type(e).__name__ + ":", e)
