/*
 * sandbox.c: the Lua state that runs translated Python (DESIGN.md section 5, walls 1 and 2).
 *
 * - A counting allocator with a hard cap: past it Lua raises "not enough memory", which
 *   the prelude reports as an uncatchable MemoryError.
 * - The runtime (runtime/run.lua and the parts runtime/init.lua lists) runs with the Lua libraries it needs; the program runs
 *   in a fresh environment whose only names are Python's builtins, so no Lua function is
 *   reachable from Python. Chunks are loaded as text only.
 * - Operations are counted by the generated code, which calls tick() every 1024 loop
 *   back-edges and function entries: the budget and the wall-clock deadline are checked there
 *   and in C functions that loop (py_charge).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "lauxlib.h"
#include "lualib.h"
#include "moonpy_int.h"

extern int luaopen_py_num(lua_State *L);

#define TICK 1024

struct Sandbox {
    lua_State *L;
    py_Run run;
    SbxLimits lim;
    SbxWriter out;
    void *outud;
    size_t outbytes;
    int runtime_ref;   /* registry ref of the runtime table R */
    char *tb;          /* last traceback */
};

static void *sbx_alloc(void *ud, void *ptr, size_t osize, size_t nsize) {
    Sandbox *s = ud;
    py_Run *r = &s->run;
    if (ptr == NULL) {
        osize = 0;
    }
    if (nsize == 0) {
        free(ptr);
        r->mem -= osize;
        return NULL;
    }
    if (nsize > osize && r->max_mem && r->mem + (nsize - osize) > r->max_mem) {
        r->limit_hit = 2; /* 2: the memory cap (the others set 1) */
        return NULL;
    }
    void *p = realloc(ptr, nsize);
    if (p == NULL) {
        return NULL;
    }
    r->mem = r->mem - osize + nsize;
    if (r->mem > r->mem_peak) {
        r->mem_peak = r->mem;
    }
    return p;
}

/* write(s): program output, counted against the output cap. */
static int sbx_write(lua_State *L) {
    Sandbox *s = *(Sandbox **)lua_touserdata(L, lua_upvalueindex(1));
    size_t n;
    const char *str = luaL_checklstring(L, 1, &n);
    if (s->lim.max_output && s->outbytes + n > s->lim.max_output) {
        size_t room = s->lim.max_output - s->outbytes;
        s->out(s->outud, str, room);
        s->outbytes += room;
        return py_limit(L, "OutputLimit", "output limit exceeded");
    }
    s->outbytes += n;
    s->out(s->outud, str, n);
    return 0;
}

/* tick(): called by generated code every TICK operations; returns the next allowance. */
static int sbx_tick(lua_State *L) {
    py_charge(L, TICK);
    lua_pushinteger(L, TICK);
    return 1;
}

/* charge(n): C-side work proportional to n, charged to the operation budget. */
static int sbx_charge(lua_State *L) {
    py_charge(L, luaL_checkinteger(L, 1));
    return 0;
}

/* resume(co, ...): coroutine.resume that keeps the watchdog's target on the running thread. */
static int sbx_resume(lua_State *L) {
    lua_State *co = lua_tothread(L, 1);
    luaL_argcheck(L, co != NULL, 1, "coroutine expected");
    int narg = lua_gettop(L) - 1;
    if (!lua_checkstack(co, narg)) {
        return luaL_error(L, "too many arguments to resume");
    }
    lua_xmove(L, co, narg);
    lua_State *prev = wd_swap(co);
    int nres;
    int st = lua_resume(co, L, narg, &nres);
    wd_swap(prev);
    wd_check(L);
    if (st == LUA_OK || st == LUA_YIELD) {
        if (!lua_checkstack(L, nres + 1)) {
            return luaL_error(L, "too many results to resume");
        }
        lua_pushboolean(L, 1);
        lua_xmove(co, L, nres);
        return nres + 1;
    }
    lua_pushboolean(L, 0);
    lua_xmove(co, L, 1);
    return 2;
}

/* ops(): operations charged so far. */
static int sbx_ops(lua_State *L) {
    py_Run *r = py_run(L);
    lua_pushinteger(L, r ? r->ops : 0);
    return 1;
}

/* loadmod(name): the embedded runtime file runtime/<name>.lua as a function. */
static int sbx_loadmod(lua_State *L) {
    const char *name = luaL_checkstring(L, 1);
    if (!emb_load(L, "runtime", name)) {
        return luaL_error(L, "runtime file '%s' not found", name);
    }
    return 1;
}

/* openc(name): the C part of the allowlisted module `name` (a table), or nil if it has none. */
static int sbx_openc(lua_State *L) {
    const char *name = luaL_checkstring(L, 1);
    for (const EmbeddedModule *m = moonpy_modules; m->name; m++) {
        if (strcmp(m->name, name) == 0 && m->open) {
            char key[64];
            snprintf(key, sizeof key, "py.%s", m->name);
            luaL_requiref(L, key, m->open, 0);
            return 1;
        }
    }
    lua_pushnil(L);
    return 1;
}

/* sentinel(): a new unique value. A userdata, not a table: `v == sentinel` never calls the
 * __eq of a Python object (Lua calls __eq only between two tables or two userdata... and
 * our sentinels have no metatable). */
static int sbx_sentinel(lua_State *L) {
    lua_newuserdatauv(L, 0, 0);
    return 1;
}

static int sbx_init(lua_State *L) {
    Sandbox *s = lua_touserdata(L, 1);
    emb_openlib(L, LUA_GNAME, luaopen_base);
    emb_openlib(L, LUA_TABLIBNAME, luaopen_table);
    emb_openlib(L, LUA_STRLIBNAME, luaopen_string);
    emb_openlib(L, LUA_MATHLIBNAME, luaopen_math);
    emb_openlib(L, LUA_UTF8LIBNAME, luaopen_utf8);
    emb_openlib(L, LUA_COLIBNAME, luaopen_coroutine);
    emb_openlib(L, LUA_DBLIBNAME, luaopen_debug);

    /* The prelude's own environment keeps no loader of files or code from outside. */
    lua_pushnil(L);
    lua_setglobal(L, "dofile");
    lua_pushnil(L);
    lua_setglobal(L, "loadfile");

    if (!emb_load(L, "runtime", "run")) {
        return luaL_error(L, "runtime/run.lua missing");
    }
    lua_newtable(L); /* host functions */
    *(Sandbox **)lua_newuserdatauv(L, sizeof(Sandbox *), 0) = s;
    lua_pushcclosure(L, sbx_write, 1);
    lua_setfield(L, -2, "write");
    lua_pushcfunction(L, sbx_tick);
    lua_setfield(L, -2, "tick");
    lua_pushcfunction(L, sbx_ops);
    lua_setfield(L, -2, "ops");
    lua_pushcfunction(L, sbx_charge);
    lua_setfield(L, -2, "charge");
    lua_pushcfunction(L, sbx_resume);
    lua_setfield(L, -2, "resume");
    lua_newuserdatauv(L, 0, 0); /* None: a unique value no Python code can forge */
    lua_setfield(L, -2, "None");
    lua_pushcfunction(L, sbx_loadmod);
    lua_setfield(L, -2, "loadmod");
    lua_pushcfunction(L, sbx_openc);
    lua_setfield(L, -2, "openc");
    lua_pushcfunction(L, sbx_sentinel);
    lua_setfield(L, -2, "sentinel");
    lua_pushinteger(L, TICK);
    lua_setfield(L, -2, "TICK");
    luaL_requiref(L, "py.num", luaopen_py_num, 0);
    lua_setfield(L, -2, "num");
    lua_call(L, 1, 1); /* runtime table */
    s->runtime_ref = luaL_ref(L, LUA_REGISTRYINDEX);
    return 0;
}

Sandbox *sbx_new(const SbxLimits *lim, SbxWriter out, void *outud) {
    Sandbox *s = calloc(1, sizeof *s);
    if (!s) {
        return NULL;
    }
    s->lim = *lim;
    s->out = out;
    s->outud = outud;
    s->L = lua_newstate(sbx_alloc, s);
    if (!s->L) {
        free(s);
        return NULL;
    }
    py_run(s->L) = &s->run;
    wd_install();
    lua_pushcfunction(s->L, sbx_init);
    lua_pushlightuserdata(s->L, s);
    if (lua_pcall(s->L, 1, 0, 0) != LUA_OK) {
        fprintf(stderr, "moonpy: cannot start the runtime: %s\n", lua_tostring(s->L, -1));
        lua_close(s->L);
        free(s);
        return NULL;
    }
    lua_gc(s->L, LUA_GCGEN, 0, 0);
    return s;
}

void sbx_free(Sandbox *s) {
    if (s) {
        lua_close(s->L);
        free(s->tb);
        free(s);
    }
}

lua_State *sbx_state(Sandbox *s) {
    return s->L;
}

py_Run *sbx_run_stats(Sandbox *s) {
    return &s->run;
}

void sbx_push_runtime(Sandbox *s) {
    lua_rawgeti(s->L, LUA_REGISTRYINDEX, s->runtime_ref);
}

int sbx_exec(Sandbox *s, const char *lua, size_t len, const char *filename, const char *pysrc,
             const char **tb) {
    lua_State *L = s->L;
    py_Run *r = &s->run;
    free(s->tb);
    s->tb = NULL;
    r->limit_hit = 0;
    r->max_ops = s->lim.max_ops;
    r->deadline = s->lim.timeout > 0 ? py_clock() + s->lim.timeout : 0;
    r->max_mem = s->lim.max_memory;
    lua_settop(L, 0);
    lua_rawgeti(L, LUA_REGISTRYINDEX, s->runtime_ref);
    lua_getfield(L, -1, "exec");
    lua_pushlstring(L, lua, len);
    lua_pushstring(L, filename);
    lua_pushstring(L, pysrc);
    wd_arm(L, s->lim.timeout);
    int st = lua_pcall(L, 3, 4, 0); /* ok, text, exception, exit status */
    wd_disarm(L);
    r->max_mem = 0; /* let the host report without hitting the cap */
    r->deadline = 0;
    if (st != LUA_OK) {
        const char *m = lua_tostring(L, -1);
        size_t n = strlen(m ? m : "") + 64;
        s->tb = malloc(n);
        if (s->tb) {
            snprintf(s->tb, n, "%s\n", r->limit_hit == 2 ? "MemoryError: memory limit exceeded"
                                                          : (m ? m : "internal error"));
        }
        *tb = s->tb;
        lua_settop(L, 0);
        lua_gc(L, LUA_GCCOLLECT);
        return 1;
    }
    if (lua_toboolean(L, -4)) {
        lua_settop(L, 0);
        return 0;
    }
    const char *m = lua_tostring(L, -3);
    int status = lua_isinteger(L, -1) ? (int)lua_tointeger(L, -1) : 1; /* SystemExit(n) */
    s->tb = strdup(m ? m : "");
    *tb = s->tb;
    lua_settop(L, 0);
    lua_gc(L, LUA_GCCOLLECT);
    return status;
}
