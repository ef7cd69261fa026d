# canary: reaching the port or the network through open() and special files
for p in ["/dev/tcp/127.0.0.1/47391", "http://127.0.0.1:47391/", "tcp://127.0.0.1:47391",
          "/proc/net/tcp", "/sys/class/net", "\\\\127.0.0.1\\share"]:
    try:
        open(p).read()
        print("read", p)
    except OSError as e:
        print(type(e).__name__)
