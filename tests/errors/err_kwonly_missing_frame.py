# a missing keyword-only argument (a function with *args) is reported at the call site
def connect(*hosts, timeout):
    return [(h, timeout) for h in hosts]


class Client:
    def __init__(self, host):
        self.conn = connect(host)


print(connect("a", timeout=1))
Client("b")
