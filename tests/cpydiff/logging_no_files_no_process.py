# Deliberate difference: logging has no files and no process of its own. FileHandler and
# basicConfig(filename=...) raise what open() raises; a record's process and thread are 1,
# and its pathname is the program's file name as moonpy was given it.
# Why: the sandbox has no file system and no processes or threads; a number that looks like a
# pid would be a made-up value either way, so it is a fixed one.
# CPython: FileNotFoundError for a missing folder (a file is created otherwise), the pid and
# thread id, and the absolute path. moonpy: PermissionError, 1, 1, the file name.
import logging

try:
    logging.FileHandler("/no-such-folder/app.log")
except OSError as e:
    print(type(e).__name__)
records = []
handler = logging.Handler()
handler.emit = records.append
logging.getLogger("x").addHandler(handler)
logging.getLogger("x").warning("m")
print(records[0].process, records[0].thread, records[0].pathname)
