# gzip is there for data in memory (io.BytesIO): opening a file by name goes through open(),
# which refuses, so the attack on the secret file fails cleanly and reads nothing
import gzip
try:
    print(gzip.open("secret.txt").read())
    print("escaped: gzip opened a file")
except OSError as e:
    print(type(e).__name__ + ":", e)
try:
    gzip.GzipFile("secret.txt")
    print("escaped: GzipFile opened a file")
except OSError as e:
    print(type(e).__name__ + ":", e)
print(gzip.decompress(gzip.compress(b"in memory", mtime=0)))
