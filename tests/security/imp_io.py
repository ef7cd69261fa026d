# Module 'io' imports (StringIO, issue 10) but reaches no file: io.open, io.FileIO and friends
# do not exist, and TextIOWrapper wraps only a binary stream object: a path is a str without
# readable(), CPython's AttributeError (the attack on the next lines never reads the file)
import io
for name in ["open", "FileIO", "open_code", "BufferedReader", "TextIOWrapper"]:
    try:
        f = getattr(io, name)
        print("escaped:", name, f("secret.txt").read())
    except AttributeError as e:
        print(type(e).__name__ + ":", e)
print(io.StringIO("in memory").read())
