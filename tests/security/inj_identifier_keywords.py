# cpython: same
# Python soft keywords and builtins shadowed by names the generator might special-case
match = 1; case = 2; _ = 3; type = 4; print_ = print; None_ = 5; True_ = 6
print_(match, case, _, type, None_, True_)
del type
print_(type(1).__name__)
def print(*a): print_("shadowed:", *a)
print("hello")
del print
print("builtin again")
