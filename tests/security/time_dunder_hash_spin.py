# args: --timeout 0.5
# a spinning __hash__ called by a dict insert
class H:
    def __hash__(self):
        while True:
            pass
d = {H(): 1}
