# canary: a TCP connection to the canary listener on 127.0.0.1:47391
for mod in ["socket", "http.client", "urllib.request", "asyncio", "ssl", "selectors", "_socket"]:
    try:
        m = __import__(mod)
        print("imported", mod)
    except ImportError:
        pass
    except NameError:
        try:
            exec("import " + mod)
        except NameError:
            pass
try:
    import socket
    s = socket.socket()
    s.connect(("127.0.0.1", 47391))
    print("connected")
except ImportError as e:
    print("ImportError:", str(e).split(";")[0])
