# Module 'io' imports (StringIO, issue 10) but reaches no file: io.open, io.FileIO and friends
# do not exist (the attack on the next lines never reads the file)
import io
for name in ["open", "FileIO", "open_code", "BufferedReader", "TextIOWrapper"]:
    try:
        f = getattr(io, name)
        print("escaped:", name, f("secret.txt").read())
    except AttributeError as e:
        print(type(e).__name__ + ":", e)
print(io.StringIO("in memory").read())
