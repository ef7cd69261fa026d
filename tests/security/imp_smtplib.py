# Withheld module 'smtplib': the import fails with ImportError (the attack on the next line never runs)
try:
    import smtplib
    smtplib.SMTP("127.0.0.1", 47391)
    print("escaped: smtplib imported")
except ImportError as e:
    print(type(e).__name__ + ":", str(e).split(";")[0])
