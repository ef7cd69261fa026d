# Withheld module 'sqlite3': the import fails with ImportError (the attack on the next line never runs)
try:
    import sqlite3
    sqlite3.connect("stolen.db")
    print("escaped: sqlite3 imported")
except ImportError as e:
    print(type(e).__name__ + ":", str(e).split(";")[0])
