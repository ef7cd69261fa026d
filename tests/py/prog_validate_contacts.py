# Validate emails and phone numbers with re.fullmatch, normalise phones, extract from free text.
import re

EMAIL = re.compile(r"[A-Za-z0-9._%+-]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,}")
PHONE = re.compile(r"""
    ^\s*(?:\+?(?P<cc>1)[\s.-]?)?     # optional country code
    \(?(?P<area>\d{3})\)?[\s.-]?     # area code
    (?P<ex>\d{3})[\s.-]?             # exchange
    (?P<line>\d{4})\s*$              # line number
""", re.VERBOSE)

def is_email(s):
    return EMAIL.fullmatch(s) is not None and ".." not in s

def normalize_phone(s):
    m = PHONE.match(s)
    if not m:
        return None
    return "+1 ({area}) {ex}-{line}".format(**m.groupdict())

emails = ["john.doe@example.com", "jane+tag@mail.co.uk", "bad@", "@nouser.com", "a..b@x.com",
          "UPPER@EXAMPLE.ORG", "spaces in@x.com", "x@y.z", "x@localhost"]
for e in emails:
    print(f"{e:<22} {'valid' if is_email(e) else 'INVALID'}")
phones = ["555-123-4567", "(555) 123 4567", "+1 555.123.4567", "15551234567", "123-45-678", "555 1234", " 5551234567 "]
for p in phones:
    print(f"{p!r:<20} -> {normalize_phone(p)}")
text = "Contact sales@shop.com or support@help.shop.com; call (800) 555-0199 or 800.555.0100."
print("emails found:", EMAIL.findall(text))
print("phones found:", re.findall(r"\(?\d{3}\)?[ .-]?\d{3}[.-]\d{4}", text))
for m in EMAIL.finditer(text):
    user, _, domain = m.group().partition("@")
    print(f"  at {m.start():>2}-{m.end():<2} user={user} domain={domain}")
print(PHONE.pattern.count("\n"), bool(PHONE.flags & re.VERBOSE))
zipcodes = ["12345", "12345-6789", "1234", "123456", "12345-"]
print({z: bool(re.fullmatch(r"\d{5}(-\d{4})?", z)) for z in zipcodes})
