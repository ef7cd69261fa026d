-- init.lua: the runtime's parts in load order, and the import allowlist: one literal table,
-- as Lua's linit.c lists its libraries. Everything else reads it:
--   - the build (tools/embed.lua) embeds exactly the Lua files named here, and the C openers
--     of the modules' C parts; a source file that is not named here is not in the binary;
--   - run.lua loads `parts` in this order to build the runtime in the sandbox state;
--   - import.lua's `import` finds modules only in `modules`: a module that is not listed
--     cannot be imported, whatever else is embedded;
--   - list_modules, `moonpy --help` and the ImportError text list `modules`.
--
-- parts:   runtime files (runtime/<name>.lua), each `return function(R, host) ... end`,
--          run once when the sandbox starts. `helpers` are files that a part or a module loads
--          itself (charname also serves the transpiler).
-- modules: { python name, summary, lua = file, c = C part }. The Lua file defaults to
--          "mod" .. name (dots become "_"); `c = "x"` names the C part luaopen_py_x
--          (runtime/modx.c), opened on the module's first import and passed to its Lua part.
--          `lua = false`: the module is C only.
-- data:    generated tables (runtime/data/<name>.lua, each `return { ... }` with no code), made
--          by tools/gen_unicode.py; a file loads one the first time it needs it, in the sandbox
--          with host.loadmod("data/<name>")(), in the compiler state with require "data/<name>"
--          (the transpiler's \N{...} escapes share charname and data/unicodenames with unicodedata).
return {
  parts = {
    "objtype",   -- type objects, the MRO, typeof, the scalar types, raising errors
    "objfunc",   -- signatures, bound methods, calls with keywords
    "objobject", -- attributes, truthiness, equality, operators, hashing, items
    "objclass",  -- the class statement, instances, type calls, super()
    "objiter",   -- iteration, iterator objects, unpacking
    "objlist",   -- list, and the sequence helpers
    "objtuple",  -- tuple
    "objslice",  -- slices and the slice protocol
    "objdict",   -- dict and its views
    "objset",    -- set and frozenset
    "objrange",  -- range
    "objexc",    -- the exception classes, raise, EXC
    "objint",    -- int (after finishing the builtin types)
    "objfloat",  -- float, and what all numbers share
    "objcomplex", -- complex (division, powers, repr and parsing in objcomplex.c)
    "objbool",   -- bool and NoneType
    "builtins",  -- the builtin functions and names
    "objunion",  -- types.UnionType: int | None
    "objgen",    -- generators
    "objcoro",   -- coroutines, await, async generators, async for and async with
    "objmatch",  -- the match statement's sequence, mapping and class patterns
    "objstr",    -- the str type (methods in strmethods.lua, formatting in format.lua)
    "objbytes",  -- bytes and bytearray (codecs, repr and hex in objbytes.c), int.to_bytes
    "objbox",    -- subclasses of int, float and str: their objects box a value
    "import",    -- module objects and `import`
    "traceback", -- CPython's tracebacks of translated code
    "eval",      -- eval(), exec() and compile(), through the host's translator
  },
  helpers = { "strmethods", "format", "session", "charname" },
  modules = {
    { "__future__", "future statement definitions (annotations ...); no effect at run time" },
    { "__main__", "the program's own module: its globals at the import (from __main__ import f)" },
    { "abc", "abstract base classes (ABC, abstractmethod)" },
    { "argparse", "command-line parsing (ArgumentParser, add_argument, subparsers, help and usage); sys.argv[1:] is empty, so pass a list to parse_args" },
    { "array", "typed arrays of numbers (array.array)" },
    { "asyncio", "coroutines on one event loop (run, sleep, gather, create_task, wait_for, Queue, Lock ...)" },
    { "base64", "Base16, Base32, Base64 and Base85 encodings (b64encode, b64decode, urlsafe_b64encode, b85encode, a85encode ...)" },
    { "binascii", "binary and ASCII conversions (hexlify, unhexlify, crc32, b2a_base64 ...)", c = "binascii" },
    { "bisect", "binary search in sorted lists (bisect_left, bisect_right, insort)" },
    { "calendar", "calendars (month, monthrange, isleap, weekday, monthcalendar, TextCalendar, HTMLCalendar)" },
    { "cmath", "mathematical functions for complex numbers (sqrt, exp, log, phase, polar, rect ...)", c = "cmath" },
    { "collections", "Counter, defaultdict, OrderedDict, deque, namedtuple, ChainMap, UserDict, UserList, UserString" },
    { "collections.abc", "abstract base classes for containers" },
    { "colorsys", "conversions between RGB and the YIQ, HLS and HSV color systems" },
    { "contextlib", "context managers (contextmanager, asynccontextmanager, suppress, ExitStack, AsyncExitStack, redirect_stdout ...)" },
    { "copy", "shallow and deep copies (copy, deepcopy)" },
    { "csv", "CSV reading and writing (reader, writer, DictReader, DictWriter, Sniffer) over StringIO or lists" },
    { "dataclasses", "the @dataclass decorator and field" },
    { "datetime", "dates and times (date, time, datetime, timedelta)" },
    { "decimal", "decimal arithmetic (Decimal, contexts, rounding modes, quantize, signals)" },
    { "difflib", "differences of sequences and texts (SequenceMatcher, get_close_matches, unified_diff, ndiff ...)" },
    { "enum", "enumerations (Enum, IntEnum, auto)" },
    { "fnmatch", "shell-style wildcard matching (fnmatch, fnmatchcase, filter, translate)" },
    { "fractions", "rational numbers (Fraction)" },
    { "functools", "higher-order functions (reduce, lru_cache, cache, partial, cmp_to_key)" },
    { "gc", "the garbage collector's switches; collect() runs a full collection" },
    { "graphlib", "topological sorting (TopologicalSorter, CycleError)" },
    { "gzip", "gzip compression (compress, decompress, GzipFile and open over io.BytesIO), over zlib" },
    { "hashlib", "secure hashes (md5, sha1, sha256, sha512, sha3_256, blake2b, shake_128 ..., new, pbkdf2_hmac)", c = "hashlib" },
    { "heapq", "heap queue algorithm (heappush, heappop, heapify, nlargest, nsmallest)" },
    { "hmac", "keyed hashes (new, digest, compare_digest)" },
    { "html", "HTML escaping (escape, unescape with the HTML5 entities)" },
    { "io", "in-memory text streams (StringIO)" },
    { "itertools", "iterator building blocks (count, cycle, chain, product, permutations ...)", c = "itertools" },
    -- `import json` imports its decoder and encoder, so json.decoder.JSONDecodeError is there
    { "json", "JSON encoding and decoding (dumps, loads)", c = "json", with = { "decoder", "encoder" } },
    { "json.decoder", "JSONDecoder, JSONDecodeError" },
    { "json.encoder", "JSONEncoder" },
    { "keyword", "the keywords of Python 3.11 (kwlist, softkwlist, iskeyword, issoftkeyword)" },
    { "logging", "logging (getLogger, basicConfig, Logger, Handler, StreamHandler, Formatter, Filter) to sys.stderr, sys.stdout or StringIO" },
    { "logging.config", "dictConfig of loggers, handlers, formatters and filters (fileConfig needs a file: it raises)" },
    { "logging.handlers", "BufferingHandler, MemoryHandler, QueueHandler; the file handlers raise what open() raises" },
    { "math", "mathematical functions (sqrt, floor, gcd, factorial, pi, inf ...)", c = "math" },
    { "numbers", "the numeric ABCs (Number, Complex, Real, Rational, Integral)" },
    { "operator", "operators as functions (itemgetter, attrgetter, add, mul ...)" },
    { "pprint", "pretty printing (pprint, pformat, pp) as CPython lays data out" },
    { "queue", "FIFO, LIFO and priority queues (Queue, LifoQueue, PriorityQueue)" },
    { "random", "pseudo-random numbers (random, randint, choice, shuffle, seed)", c = "random" },
    { "re", "regular expressions (match, search, findall, sub, split, compile)", c = "re" },
    { "reprlib", "size-limited reprs (repr, Repr and its limits, recursive_repr)" },
    { "secrets", "random tokens and numbers from the OS (token_hex, token_urlsafe, randbelow, choice)" },
    { "shlex", "shell-like lexing (split, quote, join, the shlex lexer)" },
    { "stat", "constants and tests for file mode bits (S_ISDIR, filemode ...)" },
    { "statistics", "mean, median, mode, stdev, variance" },
    { "string", "string constants (ascii_letters, digits, punctuation), Template, capwords" },
    { "struct", "packing values into bytes and back (pack, unpack, calcsize, iter_unpack, Struct)", c = "struct" },
    { "sys", "a harmless sys (maxsize, version, setrecursionlimit)" },
    { "textwrap", "text wrapping and filling (wrap, fill, dedent, indent)" },
    { "time", "time functions (time, perf_counter, sleep, localtime, strftime)", c = "time" },
    { "timeit", "timing small pieces of code (timeit, repeat, Timer, default_timer); strings run through exec" },
    { "traceback", "format_exc, print_exc, format_exception, print_exception, extract_tb, format_tb, extract_stack, print_stack, TracebackException" },
    { "types", "SimpleNamespace, MappingProxyType and the names of built-in types" },
    { "typing", "type hints (List, Dict, Optional, Tuple ...); accepted and ignored at run time" },
    { "unicodedata", "the Unicode database (name, lookup, category, normalize ...)" },
    { "unittest", "unit testing (TestCase and its asserts, skips, subTest, IsolatedAsyncioTestCase, TestSuite, TestLoader, TextTestRunner, main); no mock" },
    -- CPython's startup (site) has imported urllib.parse, so `import urllib` finds urllib.parse
    { "urllib", "the urllib package; only its parse submodule (no network)", with = { "parse" } },
    { "urllib.parse", "URL parsing and quoting (urlparse, urlsplit, urljoin, urlencode, quote, unquote, parse_qs ...)" },
    { "uuid", "UUID objects, uuid1, uuid3, uuid4, uuid5" },
    { "warnings", "warning messages (warn, filterwarnings, simplefilter, catch_warnings)" },
    { "zlib", "compression (compress, decompress, compressobj, decompressobj; zlib, gzip and raw streams) and checksums (crc32, adler32)", c = "zlib" },
  },
  data = { "unicodectype", "unicodedb", "unicodenames", "htmlentities" },
}
