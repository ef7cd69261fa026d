# sys.stdout.reconfigure(...) and sys.stdout.buffer, and the TextIOWrapper(sys.stdout.buffer) idiom
import io
import sys
try: sys.stdout.reconfigure(foo=1)
except TypeError as e: print(e)
sys.stdout.reconfigure(line_buffering=True); print('ok')
sys.stdout.reconfigure(encoding='utf-8', errors='replace')
print(sys.stdout.encoding)
sys.stdout.buffer.write('bytes é\n'.encode()); sys.stdout.buffer.flush()
print(sys.stdout.buffer.write(b''), sys.stdout.buffer.writable(), sys.stdin.buffer.read())
try: sys.stdout.buffer.write('s')
except TypeError as e: print(e)
try: sys.stdout.reconfigure('x')
except TypeError as e: print(e)
sys.stdout = io.TextIOWrapper(sys.stdout.buffer, encoding='utf-8', line_buffering=True)
print('wrapped', 'ü', 1.5)
sys.stdout.flush()
print('still wrapped')
