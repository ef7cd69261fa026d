# args: --timeout 0.5
# a spinning __eq__ called by list.index and in
class E:
    def __eq__(self, other):
        while True:
            pass
print([E()].index(1))
