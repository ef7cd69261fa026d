# Withheld module 'ftplib': the import fails with ImportError (the attack on the next line never runs)
try:
    import ftplib
    ftplib.FTP("127.0.0.1")
    print("escaped: ftplib imported")
except ImportError as e:
    print(type(e).__name__ + ":", str(e).split(";")[0])
