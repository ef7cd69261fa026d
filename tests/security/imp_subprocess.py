# Withheld module 'subprocess': the import fails with ImportError (the attack on the next line never runs)
try:
    import subprocess
    print(subprocess.check_output(["cat", "secret.txt"]))
    print("escaped: subprocess imported")
except ImportError as e:
    print(type(e).__name__ + ":", str(e).split(";")[0])
