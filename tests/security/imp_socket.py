# Withheld module 'socket': the import fails with ImportError (the attack on the next line never runs)
try:
    import socket
    socket.create_connection(("127.0.0.1", 47391)).send(b"x")
    print("escaped: socket imported")
except ImportError as e:
    print(type(e).__name__ + ":", str(e).split(";")[0])
