# canary: logging.config.dictConfig resolves dotted names ("class", "()", "ext://"): names that
# lead to files, processes, the environment or the interpreter must fail to resolve or to run
import logging
import logging.config

attempts = [
    {"class": "logging.FileHandler", "filename": "secret.txt"},
    {"class": "logging.handlers.RotatingFileHandler", "filename": "secret.txt", "mode": "r"},
    {"class": "logging.StreamHandler", "stream": "ext://os.environ"},
    {"class": "logging.StreamHandler", "stream": "ext://sys.modules"},
    {"class": "os.system", "command": "cat secret.txt"},
    {"()": "subprocess.Popen", "args": ["cat", "secret.txt"]},
    {"()": "builtins.open", "file": "secret.txt"},
    {"()": "io.open", "file": "secret.txt"},
    {"()": "socket.create_connection", "address": ("127.0.0.1", 47391)},
    {"class": "logging.StreamHandler", "stream": "ext://sys.stdin"},
    {"()": "importlib.import_module", "name": "os"},
    {"()": "logging.config.fileConfig", "fname": "secret.txt"},
]
for h in attempts:
    try:
        logging.config.dictConfig({"version": 1, "handlers": {"h": h}, "root": {"handlers": ["h"]}})
        print("configured", sorted(h), type(logging.root.handlers[0]).__name__)
    except ValueError as e:
        cause = e.__cause__
        print("ValueError", str(e), type(cause).__name__)
try:
    logging.config.fileConfig("secret.txt")
except OSError as e:
    print(type(e).__name__)
try:
    logging.config.listen(47391)
except OSError as e:
    print(type(e).__name__)
