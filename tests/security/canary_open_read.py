# canary: open() of the secret file, by every path spelling
paths = ["secret.txt", "./secret.txt", "../work/secret.txt", "secret.txt\0.py", "SECRET.TXT",
         "/proc/self/cwd/secret.txt", "/proc/self/environ", "/etc/passwd", "/dev/stdin", "", ".", "/"]
for p in paths:
    for mode in ["r", "rb", "r+", "a", "w", "x"]:
        try:
            f = open(p, mode)
            print("opened", repr(p), mode, f.read())
        except OSError as e:
            pass
        except (ValueError, TypeError) as e:
            print(repr(p), mode, type(e).__name__)
print("no file opened")
