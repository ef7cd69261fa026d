try:
    open("/etc/passwd")
except OSError as e:
    print(type(e).__name__)
open("/etc/hostname", "w")
