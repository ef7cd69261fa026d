# Withheld module 'urllib.request': the import fails with ImportError (the attack on the next line
# never runs); the urllib package holds only urllib.parse
try:
    import urllib
    import urllib.request; urllib.request.urlopen("http://127.0.0.1:47391/")
    print("escaped: urllib.request imported")
except ImportError as e:
    print(type(e).__name__ + ":", str(e).split(";")[0])
try:
    from urllib import request
    print("escaped: urllib.request imported")
except ImportError as e:
    print(type(e).__name__ + ":", str(e).split(";")[0])
print(sorted(k for k in vars(urllib) if not k.startswith("__")))
