# Withheld module 'webbrowser': the import fails with ImportError (the attack on the next line never runs)
try:
    import webbrowser
    webbrowser.open("http://127.0.0.1:47391/")
    print("escaped: webbrowser imported")
except ImportError as e:
    print(type(e).__name__ + ":", str(e).split(";")[0])
