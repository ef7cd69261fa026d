# canary: exit codes and SystemExit variants cannot reach the host (no os._exit)
import sys
try:
    sys.exit("message")
except SystemExit as e:
    print("SystemExit", e.code)
try:
    exit(7)
except SystemExit as e:
    print("exit", e.code)
try:
    quit()
except SystemExit as e:
    print("quit", e.code)
try:
    import os
    os._exit(0)
except ImportError as e:
    print("ImportError:", str(e).split(";")[0])
raise SystemExit(300)
