# re.sub with replacement functions, backreferences and counts.
import re

def title_words(text):
    return re.sub(r"\b([a-z])([a-z]*)", lambda m: m.group(1).upper() + m.group(2), text)

def double_numbers(text):
    return re.sub(r"-?\d+(\.\d+)?", lambda m: str(float(m.group()) * 2) if m.group(1) else str(int(m.group()) * 2), text)

def mask_emails(text):
    def repl(m):
        user, domain = m.group("user"), m.group("domain")
        return user[0] + "*" * (len(user) - 1) + "@" + domain
    return re.sub(r"(?P<user>[\w.]+)@(?P<domain>[\w.-]+\.\w+)", repl, text)

print(title_words("the lord of the rings"))
print(double_numbers("3 apples, -4 pears and 2.5 kg"))
print(mask_emails("contact alice.smith@example.com or bob@test.org now"))
print(re.sub(r"(\w+) (\w+)", r"\2 \1", "hello world foo bar"))
print(re.sub(r"(?P<first>\w+)=(?P<second>\w+)", r"\g<second>=\g<first>", "a=1, b=2"))
print(re.subn(r"\s+", " ", "too    many \t spaces\n here"))
print(re.sub(r"x*", "-", "abxd"))
print(re.sub(r"a", "A", "banana", count=2))
print(re.sub(r"(?i)PYTHON", "Lua", "python Python PYTHON"))
print(re.sub(r"\d", lambda m: "<%s>" % m.group(), "a1b22c"))
template = "Hello {name}, you owe {amount}."
vals = {"name": "Ann", "amount": "$5"}
print(re.sub(r"\{(\w+)\}", lambda m: vals.get(m.group(1), m.group(0)), template))
print(re.sub(r"\{(\w+)\}", lambda m: vals.get(m.group(1), m.group(0)), "{name} {missing}"))
