# canary: writing files in the working folder (the runner checks nothing new appears)
for p in ["pwned.txt", "secret.txt", ".hidden", "../pwned.txt", "/tmp/pwned.txt"]:
    for mode in ["w", "a", "x", "w+", "wb"]:
        try:
            with open(p, mode) as f:
                f.write("pwned")
            print("wrote", p)
        except OSError:
            pass
print("nothing written")
