/* py.c: errors and the operation budget, shared by every runtime file. */
#include <string.h>
#include <stdarg.h>
#include <time.h>
#include "py.h"

double py_clock(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

/* The instance of builtin exception class tname with args (msg,), made as BaseException.__new__
 * makes it (objexc.lua's exc_new, from run.lua's registry entries); 0 and nothing pushed where
 * the runtime must make it (StopIteration keeps its value; no registry yet). */
static int push_exception(lua_State *L, const char *tname, int msg) {
    int top = lua_gettop(L);
    if (strcmp(tname, "StopIteration") == 0 ||
        lua_getfield(L, LUA_REGISTRYINDEX, "py.exc_classes") != LUA_TTABLE ||
        lua_getfield(L, -1, tname) != LUA_TTABLE) {
        lua_settop(L, top);
        return 0;
    }
    lua_pushliteral(L, "#meta");
    if (lua_rawget(L, -2) != LUA_TTABLE ||
        lua_getfield(L, LUA_REGISTRYINDEX, "py.tuplemt") != LUA_TTABLE) {
        lua_settop(L, top);
        return 0;
    }
    /* msg ... classes cls meta tuplemt */
    lua_createtable(L, 0, 4); /* args, and the #tb, __context__, __cause__ a raise adds */
    lua_createtable(L, 1, 0);
    lua_pushvalue(L, msg);
    lua_rawseti(L, -2, 1);
    lua_pushvalue(L, -3);
    lua_setmetatable(L, -2);
    lua_setfield(L, -2, "args");
    lua_pushvalue(L, -3);
    lua_setmetatable(L, -2);
    lua_replace(L, top + 1);
    lua_settop(L, top + 1);
    return 1;
}

int py_raise(lua_State *L, const char *tname, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    lua_pushvfstring(L, fmt, ap);
    va_end(ap);
    if (push_exception(L, tname, lua_gettop(L))) {
        return lua_error(L);
    }
    if (lua_getfield(L, LUA_REGISTRYINDEX, "py.raise") != LUA_TFUNCTION) {
        lua_pop(L, 1);
        return luaL_error(L, "%s: %s", tname, lua_tostring(L, -1));
    }
    lua_pushstring(L, tname);
    lua_pushvalue(L, -3);
    lua_call(L, 2, 0); /* throws */
    return 0;
}

int py_raise_errno(lua_State *L, const char *tname, int err, const char *msg) {
    if (lua_getfield(L, LUA_REGISTRYINDEX, "py.raise_errno") != LUA_TFUNCTION) {
        lua_pop(L, 1);
        return luaL_error(L, "%s: (%d, '%s')", tname, err, msg);
    }
    lua_pushstring(L, tname);
    lua_pushinteger(L, err);
    lua_pushstring(L, msg);
    lua_call(L, 3, 0); /* throws */
    return 0;
}

int py_limit(lua_State *L, const char *what, const char *msg) {
    py_Run *r = py_run(L);
    if (r) {
        r->limit_hit = 1;
    }
    /* The prelude turns this table into the uncatchable limit error. */
    if (lua_getfield(L, LUA_REGISTRYINDEX, "py.limit") == LUA_TFUNCTION) {
        lua_pushstring(L, what);
        lua_pushstring(L, msg);
        lua_call(L, 2, 0); /* throws */
    }
    return luaL_error(L, "%s: %s", what, msg);
}

void py_charge(lua_State *L, long long n) {
    py_Run *r = py_run(L);
    if (!r) {
        return;
    }
    r->ops += n;
    /* the clock first: a cancel or the watchdog ends the budget's tick early, and the tick's
     * charge must not then pass for an operation limit */
    if (r->deadline > 0 && py_clock() > r->deadline) {
        if (r->deadline <= PY_DEADLINE_CANCELLED) { /* sbx_cancel's deadline */
            py_limit(L, "Cancelled", "the run was cancelled");
        }
        py_limit(L, "TimeoutError", "time limit exceeded");
    }
    if (r->max_ops && r->ops > r->max_ops) {
        py_limit(L, "OperationLimit", "operation limit exceeded");
    }
}

void py_charge_time(lua_State *L, double seconds) {
    py_Run *r = py_run(L);
    if (r && r->deadline > 0 && py_clock() + seconds > r->deadline) {
        py_limit(L, "TimeoutError", "time limit exceeded");
    }
}
