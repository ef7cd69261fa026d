# Withheld module 'http': the import fails with ImportError (the attack on the next line never runs)
try:
    import http
    import http.client; http.client.HTTPConnection("127.0.0.1", 47391).request("GET", "/")
    print("escaped: http imported")
except ImportError as e:
    print(type(e).__name__ + ":", str(e).split(";")[0])
