# print(file=...) with odd targets
import sys
class W:
    def write(self, s): pass
print('to W', file=W())
print('to stderr', file=sys.stderr)
try:
    print('x', file=5)
except (AttributeError, TypeError) as e:
    print(type(e).__name__)
try:
    print('x', file=open('secret.txt'))
except OSError as e:
    print(type(e).__name__)
