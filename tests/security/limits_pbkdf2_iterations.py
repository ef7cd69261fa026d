# args: --timeout 2
# pbkdf2 with an absurd iteration count stops at the time limit (the C loop sees the deadline)
import hashlib
print("start")
hashlib.pbkdf2_hmac("sha512", b"pw", b"salt", 10**12)
print("not reached")
