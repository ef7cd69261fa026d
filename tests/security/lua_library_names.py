# cpython: same
# Lua's global and library names as Python names: assigning, calling and deleting them
# touches only the program's own variables, never Lua's functions
try:
    load
except NameError as e:
    print(e)
try:
    loadstring
except NameError as e:
    print(e)
try:
    dofile
except NameError as e:
    print(e)
try:
    loadfile
except NameError as e:
    print(e)
try:
    require
except NameError as e:
    print(e)
try:
    rawget
except NameError as e:
    print(e)
try:
    rawset
except NameError as e:
    print(e)
try:
    rawequal
except NameError as e:
    print(e)
try:
    rawlen
except NameError as e:
    print(e)
try:
    setmetatable
except NameError as e:
    print(e)
try:
    getmetatable
except NameError as e:
    print(e)
try:
    collectgarbage
except NameError as e:
    print(e)
try:
    debug
except NameError as e:
    print(e)
try:
    string
except NameError as e:
    print(e)
try:
    io
except NameError as e:
    print(e)
try:
    os
except NameError as e:
    print(e)
try:
    package
except NameError as e:
    print(e)
try:
    coroutine
except NameError as e:
    print(e)
try:
    utf8
except NameError as e:
    print(e)
try:
    table
except NameError as e:
    print(e)
try:
    math
except NameError as e:
    print(e)
try:
    select
except NameError as e:
    print(e)
try:
    pcall
except NameError as e:
    print(e)
try:
    xpcall
except NameError as e:
    print(e)
try:
    error
except NameError as e:
    print(e)
try:
    tostring
except NameError as e:
    print(e)
try:
    tonumber
except NameError as e:
    print(e)
try:
    ipairs
except NameError as e:
    print(e)
try:
    pairs
except NameError as e:
    print(e)
try:
    _G
except NameError as e:
    print(e)
try:
    _ENV
except NameError as e:
    print(e)
try:
    _VERSION
except NameError as e:
    print(e)
try:
    self
except NameError as e:
    print(e)
try:
    arg
except NameError as e:
    print(e)
load = 'load' + '!'
loadstring = 'loadstring' + '!'
dofile = 'dofile' + '!'
loadfile = 'loadfile' + '!'
require = 'require' + '!'
rawget = 'rawget' + '!'
rawset = 'rawset' + '!'
rawequal = 'rawequal' + '!'
rawlen = 'rawlen' + '!'
setmetatable = 'setmetatable' + '!'
getmetatable = 'getmetatable' + '!'
collectgarbage = 'collectgarbage' + '!'
debug = 'debug' + '!'
string = 'string' + '!'
io = 'io' + '!'
os = 'os' + '!'
package = 'package' + '!'
coroutine = 'coroutine' + '!'
utf8 = 'utf8' + '!'
table = 'table' + '!'
math = 'math' + '!'
select = 'select' + '!'
pcall = 'pcall' + '!'
xpcall = 'xpcall' + '!'
error = 'error' + '!'
tostring = 'tostring' + '!'
tonumber = 'tonumber' + '!'
ipairs = 'ipairs' + '!'
pairs = 'pairs' + '!'
_G = '_G' + '!'
_ENV = '_ENV' + '!'
_VERSION = '_VERSION' + '!'
self = 'self' + '!'
arg = 'arg' + '!'
print(load, loadstring, dofile, loadfile, require, rawget, rawset, rawequal, rawlen, setmetatable, getmetatable, collectgarbage, debug, string, io, os, package, coroutine, utf8, table, math, select, pcall, xpcall, error, tostring, tonumber, ipairs, pairs, _G, _ENV, _VERSION, self, arg)
def g(load, loadstring, dofile, loadfile, require, rawget, rawset, rawequal, rawlen, setmetatable, getmetatable, collectgarbage, debug, string, io, os, package, coroutine, utf8, table, math, select, pcall, xpcall, error, tostring, tonumber, ipairs, pairs, _G, _ENV, _VERSION, self, arg):
    return load + loadstring + dofile + loadfile + require + rawget + rawset + rawequal + rawlen + setmetatable + getmetatable + collectgarbage + debug + string + io + os + package + coroutine + utf8 + table + math + select + pcall + xpcall + error + tostring + tonumber + ipairs + pairs + _G + _ENV + _VERSION + self + arg
print(g(*[str(i) for i in range(34)]))
del load
del loadstring
del dofile
del loadfile
del require
del rawget
del rawset
del rawequal
del rawlen
del setmetatable
del getmetatable
del collectgarbage
del debug
del string
del io
del os
del package
del coroutine
del utf8
del table
del math
del select
del pcall
del xpcall
del error
del tostring
del tonumber
del ipairs
del pairs
del _G
del _ENV
del _VERSION
del self
del arg
print(sorted(k for k in globals() if not k.startswith('__')))
