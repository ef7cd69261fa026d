try:
    import subprocess
except ImportError as e:
    print("ImportError:", str(e).split(";")[0])
try:
    import socket
except ImportError as e:
    print("ImportError:", str(e).split(";")[0])
try:
    import ctypes
except ImportError:
    print("no ctypes")
