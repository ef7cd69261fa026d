/*
 * numtest.c: runs the py.num unit tests (tests/c/num_*.lua) in a plain Lua state (with the C part
 * of math, modmath.c, as pymath).
 * The registry's "py.raise" raises the string "Type: msg" (and "py.complex_pow", the runtime's
 * complex pow, raises "complex: result"); the script helpers below
 * compare results in a canonical text form. Exit status 1 when any check fails.
 */
#include <stdio.h>
#include <string.h>
#include "lua.h"
#include "lauxlib.h"
#include "lualib.h"
#include "objint.h"

int luaopen_py_math(lua_State *L);
#include "py.h"

static py_Run run;

static const char *const harness =
    "local num = num\n"
    "local fmt = string.format\n"
    "local stats = {pass = 0, fail = 0}\n"
    "NUMTEST = stats\n"
    "function I(s)\n"
    "  local v = math.tointeger(tonumber(s))\n"
    "  if v and fmt('%d', v) == s then return v end\n"
    "  return num.fromstring(s, s:find('x') and 0 or 10)\n"
    "end\n"
    "local function bigstr(v)\n"
    "  setreg('py.int_max_str_digits', 0)\n"
    "  local s = num.tostring(v)\n"
    "  setreg('py.int_max_str_digits', nil)\n"
    "  return s\n"
    "end\n"
    "function F(s)\n"
    "  if s == 'inf' then return math.huge elseif s == '-inf' then return -math.huge\n"
    "  elseif s == 'nan' then return 0.0 / 0.0 end\n"
    "  return tonumber(s)\n"
    "end\n"
    "local function canon(v)\n"
    "  local t = type(v)\n"
    "  if t == 'number' then\n"
    "    if math.type(v) == 'integer' then return fmt('i:%d', v) end\n"
    "    if v ~= v then return 'f:nan' end\n"
    "    return fmt('f:%a', v)\n"
    "  elseif t == 'boolean' then return 'b:' .. tostring(v)\n"
    "  elseif t == 'nil' then return 'nil'\n"
    "  elseif t == 'string' then return 's:' .. v\n"
    "  elseif num.isbig(v) then return 'I:' .. bigstr(v) end\n"
    "  return t\n"
    "end\n"
    "local function canonexp(e)\n"
    "  if e:sub(1, 2) == 'f:' then\n"
    "    local v = F(e:sub(3))\n"
    "    return canon(v)\n"
    "  end\n"
    "  return e\n"
    "end\n"
    "local function result(ok, ...)\n"
    "  if not ok then return 'E:' .. tostring((...)) end\n"
    "  local n = select('#', ...)\n"
    "  if n <= 1 then return canon((...)) end\n"
    "  local t = {}\n"
    "  for i = 1, n do t[i] = canon((select(i, ...))) end\n"
    "  return 'T:' .. table.concat(t, '|')\n"
    "end\n"
    "local function expected(e)\n"
    "  if e:sub(1, 2) == 'T:' then\n"
    "    local t = {}\n"
    "    for part in e:sub(3):gmatch('[^|]+') do t[#t + 1] = canonexp(part) end\n"
    "    return 'T:' .. table.concat(t, '|')\n"
    "  end\n"
    "  return canonexp(e)\n"
    "end\n"
    "function CHECK(label, got, exp)\n"
    "  if got == exp then stats.pass = stats.pass + 1; return true end\n"
    "  stats.fail = stats.fail + 1\n"
    "  if stats.fail <= 60 then\n"
    "    io.stderr:write(fmt('FAIL %s\\n  got      %s\\n  expected %s\\n', label, got, exp))\n"
    "  end\n"
    "  return false\n"
    "end\n"
    "local function argstr(args)\n"
    "  local t = {}\n"
    "  for i = 1, args.n or #args do t[i] = canon(args[i]) end\n"
    "  return table.concat(t, ', ')\n"
    "end\n"
    "function T(fname, args, exp)\n"
    "  local f = type(fname) == 'function' and fname or num[fname] or pymath[fname]\n"
    "  local got = result(pcall(f, table.unpack(args, 1, args.n or #args)))\n"
    "  exp = expected(exp)\n"
    "  if got == exp then stats.pass = stats.pass + 1; return true end\n"
    "  return CHECK(fmt('%s(%s)', tostring(fname), argstr(args)), got, exp)\n"
    "end\n"
    "function R(f, exp, label)\n"
    "  return CHECK(label or 'check', result(pcall(f)), expected(exp))\n"
    "end\n";

static int t_budget(lua_State *L) {
    run.max_ops = luaL_optinteger(L, 1, 0);
    run.ops = 0;
    run.limit_hit = 0;
    return 0;
}

static int t_maxmem(lua_State *L) {
    run.max_mem = (size_t)luaL_optinteger(L, 1, 0);
    return 0;
}

static int t_ops(lua_State *L) {
    lua_pushinteger(L, run.ops);
    return 1;
}

static int t_setreg(lua_State *L) {
    luaL_checkstring(L, 1);
    lua_settop(L, 2);
    lua_setfield(L, LUA_REGISTRYINDEX, lua_tostring(L, 1));
    return 0;
}

static int t_clock(lua_State *L) {
    lua_pushnumber(L, py_clock());
    return 1;
}

/* capi(x): the objint.h helpers on x: str(x, 16), view round trip, hash, float(x). */
static int t_capi(lua_State *L) {
    py_IntView v;
    mpz_srcptr z = py_int_view(L, 1, &v);
    lua_Integer h;
    size_t len;
    if (z == NULL) {
        return 0;
    }
    py_int_tostring(L, 1, 16, &len);
    py_pushint_from_mpz(L, z);
    py_num_hash(L, 1, &h);
    lua_pushinteger(L, h);
    lua_pushnumber(L, py_int_tofloat(L, 1));
    lua_pushboolean(L, py_isint(L, 1));
    lua_pushboolean(L, py_isbigint(L, 1));
    return 6;
}

static int msghandler(lua_State *L) {
    luaL_traceback(L, L, lua_tostring(L, 1), 1);
    return 1;
}

static int dochunk(lua_State *L, int status) {
    if (status == LUA_OK) {
        lua_pushcfunction(L, msghandler);
        lua_insert(L, -2);
        status = lua_pcall(L, 0, 0, -2);
        lua_remove(L, -1 - (status != LUA_OK));
    }
    if (status != LUA_OK) {
        fprintf(stderr, "error: %s\n", lua_tostring(L, -1));
        lua_pop(L, 1);
    }
    return status;
}

int main(int argc, char **argv) {
    lua_State *L = luaL_newstate();
    int i, bad = 0;
    long long pass, fail;
    *(py_Run **)lua_getextraspace(L) = &run;
    luaL_openlibs(L);
    luaL_requiref(L, "num", luaopen_py_num, 1);
    lua_pop(L, 1);
    luaL_requiref(L, "pymath", luaopen_py_math, 1); /* the C part of math (modmath.c) */
    lua_pop(L, 1);
    (void)luaL_dostring(L, "local reg = debug.getregistry()\n"
                           "reg['py.raise'] = function(t, m) error(t .. ': ' .. m, 0) end\n"
                           "reg['py.raise_errno'] = function(t, e, m)\n"
                           "  error(string.format(\"%s: (%d, '%s')\", t, e, m), 0)\n"
                           "end\n"
                           "reg['py.limit'] = function(t, m) error(t .. ': ' .. m, 0) end\n"
                           "reg['py.complex_pow'] = function() error('complex: result', 0) end\n");
    lua_register(L, "budget", t_budget);
    lua_register(L, "ops", t_ops);
    lua_register(L, "maxmem", t_maxmem);
    lua_register(L, "setreg", t_setreg);
    lua_register(L, "clock", t_clock);
    lua_register(L, "capi", t_capi);
    if (dochunk(L, luaL_loadstring(L, harness)) != LUA_OK) {
        return 2;
    }
    for (i = 1; i < argc; i++) {
        if (dochunk(L, luaL_loadfile(L, argv[i])) != LUA_OK) {
            bad = 1;
        }
        run.max_ops = 0;
    }
    lua_getglobal(L, "NUMTEST");
    lua_getfield(L, -1, "pass");
    lua_getfield(L, -2, "fail");
    pass = lua_tointeger(L, -2);
    fail = lua_tointeger(L, -1);
    printf("numtest: %lld passed, %lld failed%s\n", pass, fail, bad ? ", script error" : "");
    lua_close(L);
    return (fail != 0 || bad) ? 1 : 0;
}
