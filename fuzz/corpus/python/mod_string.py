# string module constants and Template
import string
print(string.ascii_lowercase, string.ascii_uppercase, string.digits)
print(string.ascii_letters, string.hexdigits, string.octdigits)
print(repr(string.punctuation), repr(string.whitespace))
print(all(c in string.printable for c in "Hello, World!"))
t = string.Template("$who likes $what, ${who}'s choice")
print(t.substitute(who="tim", what="kung pao"), t.safe_substitute(who="ann"))
print(string.capwords("hello   wide world"))
def is_pangram(s):
    return set(string.ascii_lowercase) <= set(s.lower())
print(is_pangram("The quick brown fox jumps over the lazy dog"), is_pangram("hello"))
shift = 3
table = str.maketrans(string.ascii_lowercase, string.ascii_lowercase[shift:] + string.ascii_lowercase[:shift])
print("attack at dawn".translate(table))
print(sum(c in string.digits for c in "a1b22c333"))
