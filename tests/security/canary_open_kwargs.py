# canary: open() with keyword arguments, file descriptors and opener
def t(f):
    try:
        print("opened", f())
    except (OSError, TypeError, ValueError) as e:
        print(type(e).__name__)
t(lambda: open(file="secret.txt"))
t(lambda: open(0))
t(lambda: open(1, "w"))
t(lambda: open(3))
t(lambda: open("secret.txt", opener=lambda p, f: 0))
t(lambda: open("secret.txt", buffering=0, encoding="latin-1", errors="ignore", newline=""))
t(lambda: open("secret.txt", closefd=False))
