# args: --max-output 3K
# sys.stdout.write and sys.stderr.write share the cap
import sys
while True:
    sys.stdout.write('o' * 100)
    sys.stderr.write('e' * 100)
