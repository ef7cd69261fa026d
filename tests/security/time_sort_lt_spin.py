# args: --timeout 0.5
# sort of objects whose __lt__ spins
class S:
    def __lt__(self, other):
        while True:
            pass
print(sorted([S(), S()]))
