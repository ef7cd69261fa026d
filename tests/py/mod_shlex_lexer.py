# shlex.shlex: the lexer itself (posix, punctuation_chars, whitespace_split, push_token, lineno, eof)
import shlex
lx = shlex.shlex("a;b c='x y' # c\nd(e)", posix=True)
print(list(lx))
lx = shlex.shlex("a;b c='x y' # c\nd(e) f", punctuation_chars=True)
print(list(lx))
lx = shlex.shlex("a && b || c;d>e", punctuation_chars=True, posix=True)
lx.whitespace_split = True
print(list(lx))
lx = shlex.shlex("x = 1 + foo(2)")
print(lx.get_token(), lx.get_token(), lx.lineno)
lx.push_token("PUSHED")
print(lx.get_token(), lx.get_token(), list(lx))
lx = shlex.shlex("one\ntwo\nthree", posix=True)
for t in lx:
    print(t, lx.lineno)
print(repr(lx.get_token()), lx.eof, shlex.shlex("a").eof == "")
lx = shlex.shlex("key:value,other", posix=True)
lx.wordchars += ":"
print(list(lx))
lx = shlex.shlex("a b", punctuation_chars="b")
print(lx.punctuation_chars, list(lx))
