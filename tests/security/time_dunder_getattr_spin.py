# args: --timeout 0.5
# __getattr__ that spins
class G:
    def __getattr__(self, name):
        while True:
            pass
print(G().anything)
