# Withheld module 'urllib': the import fails with ImportError (the attack on the next line never runs)
try:
    import urllib
    import urllib.request; urllib.request.urlopen("http://127.0.0.1:47391/")
    print("escaped: urllib imported")
except ImportError as e:
    print(type(e).__name__ + ":", str(e).split(";")[0])
