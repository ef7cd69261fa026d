# role-based permissions with IntFlag: combining roles, checks, decorator enforcing permissions
from enum import IntFlag
import functools

class Perm(IntFlag):
    READ = 1
    WRITE = 2
    DELETE = 4
    ADMIN = 8

ROLES = {
    "viewer": Perm.READ,
    "editor": Perm.READ | Perm.WRITE,
    "owner": Perm.READ | Perm.WRITE | Perm.DELETE,
    "root": Perm(15),
}

class PermissionDenied(Exception):
    pass

class User:
    def __init__(self, name, *roles):
        self.name = name
        self.perms = Perm(0)
        for r in roles:
            self.perms |= ROLES[r]

def requires(perm):
    def deco(func):
        @functools.wraps(func)
        def wrapper(user, *args):
            missing = perm & ~user.perms
            if missing:
                raise PermissionDenied(f"{user.name} lacks {missing!r} for {func.__name__}")
            return func(user, *args)
        return wrapper
    return deco

@requires(Perm.READ)
def view(user, doc):
    return f"{user.name} reads {doc}"

@requires(Perm.WRITE | Perm.DELETE)
def purge(user, doc):
    return f"{user.name} purged {doc}"

users = [User("ann", "viewer"), User("bob", "editor"), User("cy", "owner"), User("dee", "viewer", "root")]
for u in users:
    print(u.name, int(u.perms), Perm.WRITE in u.perms, bool(u.perms & Perm.ADMIN))
    for action in (view, purge):
        try:
            print("  ", action(u, "report.txt"))
        except PermissionDenied as e:
            print("  denied:", e)
print(Perm.READ | Perm.WRITE == 3, Perm(6), int(Perm.ADMIN | 1), Perm(3) & Perm.WRITE)
