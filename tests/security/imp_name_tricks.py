# Runtime file names, Lua library names and the transpiler's modules are not Python modules:
# `import` knows only the allowlist, so each is ModuleNotFoundError or ImportError
try:
    import init
    print('init', 'imported:', type(init).__name__)
except ImportError as e:
    print('init', type(e).__name__ + ':', str(e).split(';')[0])
try:
    import run
    print('run', 'imported:', type(run).__name__)
except ImportError as e:
    print('run', type(e).__name__ + ':', str(e).split(';')[0])
try:
    import session
    print('session', 'imported:', type(session).__name__)
except ImportError as e:
    print('session', type(e).__name__ + ':', str(e).split(';')[0])
try:
    import objstr
    print('objstr', 'imported:', type(objstr).__name__)
except ImportError as e:
    print('objstr', type(e).__name__ + ':', str(e).split(';')[0])
try:
    import objtype
    print('objtype', 'imported:', type(objtype).__name__)
except ImportError as e:
    print('objtype', type(e).__name__ + ':', str(e).split(';')[0])
try:
    import objint
    print('objint', 'imported:', type(objint).__name__)
except ImportError as e:
    print('objint', type(e).__name__ + ':', str(e).split(';')[0])
try:
    import builtins
    print('builtins', 'imported:', type(builtins).__name__)
except ImportError as e:
    print('builtins', type(e).__name__ + ':', str(e).split(';')[0])
try:
    import import_
    print('import_', 'imported:', type(import_).__name__)
except ImportError as e:
    print('import_', type(e).__name__ + ':', str(e).split(';')[0])
try:
    import traceback
    print('traceback', 'imported:', type(traceback).__name__)
except ImportError as e:
    print('traceback', type(e).__name__ + ':', str(e).split(';')[0])
try:
    import format
    print('format', 'imported:', type(format).__name__)
except ImportError as e:
    print('format', type(e).__name__ + ':', str(e).split(';')[0])
try:
    import charname
    print('charname', 'imported:', type(charname).__name__)
except ImportError as e:
    print('charname', type(e).__name__ + ':', str(e).split(';')[0])
try:
    import strmethods
    print('strmethods', 'imported:', type(strmethods).__name__)
except ImportError as e:
    print('strmethods', type(e).__name__ + ':', str(e).split(';')[0])
try:
    import unicode
    print('unicode', 'imported:', type(unicode).__name__)
except ImportError as e:
    print('unicode', type(e).__name__ + ':', str(e).split(';')[0])
try:
    import py
    print('py', 'imported:', type(py).__name__)
except ImportError as e:
    print('py', type(e).__name__ + ':', str(e).split(';')[0])
try:
    import modos
    print('modos', 'imported:', type(modos).__name__)
except ImportError as e:
    print('modos', type(e).__name__ + ':', str(e).split(';')[0])
try:
    import modplanted
    print('modplanted', 'imported:', type(modplanted).__name__)
except ImportError as e:
    print('modplanted', type(e).__name__ + ':', str(e).split(';')[0])
try:
    import modmath
    print('modmath', 'imported:', type(modmath).__name__)
except ImportError as e:
    print('modmath', type(e).__name__ + ':', str(e).split(';')[0])
try:
    import modjson
    print('modjson', 'imported:', type(modjson).__name__)
except ImportError as e:
    print('modjson', type(e).__name__ + ':', str(e).split(';')[0])
try:
    import data
    print('data', 'imported:', type(data).__name__)
except ImportError as e:
    print('data', type(e).__name__ + ':', str(e).split(';')[0])
try:
    import unicodedb
    print('unicodedb', 'imported:', type(unicodedb).__name__)
except ImportError as e:
    print('unicodedb', type(e).__name__ + ':', str(e).split(';')[0])
try:
    import unicodenames
    print('unicodenames', 'imported:', type(unicodenames).__name__)
except ImportError as e:
    print('unicodenames', type(e).__name__ + ':', str(e).split(';')[0])
try:
    import lpeg
    print('lpeg', 'imported:', type(lpeg).__name__)
except ImportError as e:
    print('lpeg', type(e).__name__ + ':', str(e).split(';')[0])
try:
    import cjson
    print('cjson', 'imported:', type(cjson).__name__)
except ImportError as e:
    print('cjson', type(e).__name__ + ':', str(e).split(';')[0])
try:
    import transpiler
    print('transpiler', 'imported:', type(transpiler).__name__)
except ImportError as e:
    print('transpiler', type(e).__name__ + ':', str(e).split(';')[0])
try:
    import codegen
    print('codegen', 'imported:', type(codegen).__name__)
except ImportError as e:
    print('codegen', type(e).__name__ + ':', str(e).split(';')[0])
try:
    import parser
    print('parser', 'imported:', type(parser).__name__)
except ImportError as e:
    print('parser', type(e).__name__ + ':', str(e).split(';')[0])
try:
    import compiler
    print('compiler', 'imported:', type(compiler).__name__)
except ImportError as e:
    print('compiler', type(e).__name__ + ':', str(e).split(';')[0])
try:
    import embed
    print('embed', 'imported:', type(embed).__name__)
except ImportError as e:
    print('embed', type(e).__name__ + ':', str(e).split(';')[0])
try:
    import sandbox
    print('sandbox', 'imported:', type(sandbox).__name__)
except ImportError as e:
    print('sandbox', type(e).__name__ + ':', str(e).split(';')[0])
try:
    import lua
    print('lua', 'imported:', type(lua).__name__)
except ImportError as e:
    print('lua', type(e).__name__ + ':', str(e).split(';')[0])
try:
    import string
    print('string', 'imported:', type(string).__name__)
except ImportError as e:
    print('string', type(e).__name__ + ':', str(e).split(';')[0])
try:
    import debug
    print('debug', 'imported:', type(debug).__name__)
except ImportError as e:
    print('debug', type(e).__name__ + ':', str(e).split(';')[0])
try:
    import package
    print('package', 'imported:', type(package).__name__)
except ImportError as e:
    print('package', type(e).__name__ + ':', str(e).split(';')[0])
try:
    import coroutine
    print('coroutine', 'imported:', type(coroutine).__name__)
except ImportError as e:
    print('coroutine', type(e).__name__ + ':', str(e).split(';')[0])
try:
    import utf8
    print('utf8', 'imported:', type(utf8).__name__)
except ImportError as e:
    print('utf8', type(e).__name__ + ':', str(e).split(';')[0])
try:
    import table
    print('table', 'imported:', type(table).__name__)
except ImportError as e:
    print('table', type(e).__name__ + ':', str(e).split(';')[0])
try:
    import _G
    print('_G', 'imported:', type(_G).__name__)
except ImportError as e:
    print('_G', type(e).__name__ + ':', str(e).split(';')[0])
try:
    import _ENV
    print('_ENV', 'imported:', type(_ENV).__name__)
except ImportError as e:
    print('_ENV', type(e).__name__ + ':', str(e).split(';')[0])
