/*
 * lmoonpy.c: the Lua module `require "moonpy"` (moonpy.so), for Lua-scriptable applications.
 *
 * This file is compiled against the host's Lua (Debian's lua5.4 headers) and talks to moonpy
 * only through the C API (include/moonpy.h). moonpy's own, patched Lua VM is linked into the
 * module privately: the build joins it and the rest of moonpy into one object whose symbols
 * other than mp_* are made local (CMakeLists.txt, src/moonpy.syms), so the lua_* calls here
 * bind to the host's interpreter and the private VM can never meet them. The host's state is
 * never reachable from Python: Python sees only the values and the functions given to it.
 *
 *   moonpy.run(code [, opts])  -> {result=, logs=, error=nil|{type, message, line, traceback},
 *                                  stats={operations, wall_ms, memory_peak_bytes}, repr=}
 *   moonpy.session([opts])     -> session: :run(code), :reset(), :get(name), :set(name, v),
 *                                 :close() (also __close and __gc)
 *   moonpy.translate(code)     -> lua, linemap | nil, {type, message, line, text}
 *   moonpy.None                   Python's None (nil never stands for it)
 *   moonpy.type(v)             -> "None" | "list" | "tuple" | "dict" | type(v)
 *   moonpy.list(t), moonpy.tuple(t), moonpy.dict(t): mark a table for Python
 * opts: max_memory, timeout, max_operations, max_output, max_result (numbers; 0 = none),
 *       functions = {name = function}, print = function(text).
 */
#include <stdlib.h>
#include <string.h>
#include "lauxlib.h"
#include "lua.h"
#include "moonpy.h"

#define MT_SESSION "moonpy.session"
#define MT_NONE "moonpy.None"
#define MT_ARENA "moonpy.arena"
#define KEY_NONE "moonpy.none_value"
#define KEY_LIST "moonpy.list_mt"
#define KEY_TUPLE "moonpy.tuple_mt"
#define KEY_DICT "moonpy.dict_mt"
#define KEY_TRANSLATOR "moonpy.translator"
#define MAXDEPTH 200

/* ---- an arena owned by a userdata (freed by __gc if an error unwinds past it) ---- */

typedef struct Arena {
    void **blocks;
    size_t n, cap;
} Arena;

static void arena_free(Arena *a) {
    for (size_t i = 0; i < a->n; i++) {
        free(a->blocks[i]);
    }
    free(a->blocks);
    memset(a, 0, sizeof *a);
}

static int arena_gc(lua_State *L) {
    arena_free(luaL_checkudata(L, 1, MT_ARENA));
    return 0;
}

static Arena *arena_new(lua_State *L) {
    Arena *a = lua_newuserdatauv(L, sizeof *a, 0);
    memset(a, 0, sizeof *a);
    luaL_setmetatable(L, MT_ARENA);
    return a;
}

static void *arena_alloc(lua_State *L, Arena *a, size_t size) {
    if (a->n == a->cap) {
        size_t cap = a->cap ? 2 * a->cap : 16;
        void **nb = realloc(a->blocks, cap * sizeof *nb);
        if (!nb) {
            luaL_error(L, "not enough memory");
        }
        a->blocks = nb;
        a->cap = cap;
    }
    void *p = calloc(1, size ? size : 1);
    if (!p) {
        luaL_error(L, "not enough memory");
    }
    a->blocks[a->n++] = p;
    return p;
}

/* ---- values ---- */

static void push_none(lua_State *L) {
    lua_getfield(L, LUA_REGISTRYINDEX, KEY_NONE);
}

static int is_none(lua_State *L, int idx) {
    push_none(L);
    int r = lua_rawequal(L, idx, -1);
    lua_pop(L, 1);
    return r;
}

/* mp_value -> a Lua value */
static void push_value(lua_State *L, const mp_value *v, int depth) {
    luaL_checkstack(L, 6, "value nested too deeply");
    switch (v->type) {
    case MP_BOOL:
        lua_pushboolean(L, v->u.boolean);
        return;
    case MP_INT:
        lua_pushinteger(L, (lua_Integer)v->u.integer);
        return;
    case MP_FLOAT:
        lua_pushnumber(L, (lua_Number)v->u.number);
        return;
    case MP_STR:
    case MP_BIGINT:
    case MP_OBJECT:
        lua_pushlstring(L, v->u.str.s ? v->u.str.s : "", v->u.str.s ? v->u.str.len : 0);
        return;
    case MP_LIST:
    case MP_TUPLE: {
        size_t n = v->u.seq.items ? v->u.seq.n : 0;
        lua_createtable(L, (int)n, 0);
        for (size_t i = 0; i < n; i++) {
            push_value(L, &v->u.seq.items[i], depth + 1);
            lua_rawseti(L, -2, (lua_Integer)i + 1);
        }
        lua_getfield(L, LUA_REGISTRYINDEX, v->type == MP_LIST ? KEY_LIST : KEY_TUPLE);
        lua_setmetatable(L, -2);
        return;
    }
    case MP_DICT: {
        size_t n = v->u.seq.items ? v->u.seq.n : 0;
        lua_createtable(L, 0, (int)n);
        for (size_t i = 0; i < n; i++) {
            push_value(L, &v->u.seq.keys[i], depth + 1);
            push_value(L, &v->u.seq.items[i], depth + 1);
            if (lua_type(L, -2) == LUA_TNUMBER && lua_tonumber(L, -2) != lua_tonumber(L, -2)) {
                lua_pop(L, 2); /* a NaN key: Lua has none */
                continue;
            }
            lua_rawset(L, -3);
        }
        lua_getfield(L, LUA_REGISTRYINDEX, KEY_DICT);
        lua_setmetatable(L, -2);
        return;
    }
    default:
        push_none(L);
        return;
    }
}

static int is_marked(lua_State *L, int idx, const char *key) {
    if (!lua_getmetatable(L, idx)) {
        return 0;
    }
    lua_getfield(L, LUA_REGISTRYINDEX, key);
    int r = lua_rawequal(L, -1, -2);
    lua_pop(L, 2);
    return r;
}

/* Is the table at idx a sequence 1..n with nothing else? */
static int is_sequence(lua_State *L, int idx, size_t *n) {
    lua_Integer len = (lua_Integer)lua_rawlen(L, idx), count = 0;
    lua_pushnil(L);
    while (lua_next(L, idx)) {
        lua_pop(L, 1);
        if (!lua_isinteger(L, -1) || lua_tointeger(L, -1) < 1 || lua_tointeger(L, -1) > len) {
            lua_pop(L, 1);
            return 0;
        }
        count++;
    }
    *n = (size_t)len;
    return count == len;
}

/* a Lua value -> mp_value (in arena a); raises a Lua error for what Python cannot hold */
static void to_value(lua_State *L, int idx, mp_value *v, Arena *a, int depth) {
    idx = lua_absindex(L, idx);
    memset(v, 0, sizeof *v);
    luaL_checkstack(L, 6, "value nested too deeply");
    if (depth > MAXDEPTH) {
        luaL_error(L, "moonpy: value nested too deeply (or a table that contains itself)");
    }
    switch (lua_type(L, idx)) {
    case LUA_TNIL:
        v->type = MP_NONE;
        return;
    case LUA_TBOOLEAN:
        v->type = MP_BOOL;
        v->u.boolean = lua_toboolean(L, idx);
        return;
    case LUA_TNUMBER:
        if (lua_isinteger(L, idx)) {
            v->type = MP_INT;
            v->u.integer = (long long)lua_tointeger(L, idx);
        } else {
            v->type = MP_FLOAT;
            v->u.number = (double)lua_tonumber(L, idx);
        }
        return;
    case LUA_TSTRING:
        v->type = MP_STR;
        v->u.str.s = lua_tolstring(L, idx, &v->u.str.len); /* stays on the stack meanwhile */
        return;
    case LUA_TTABLE:
        break;
    default:
        if (is_none(L, idx)) {
            v->type = MP_NONE;
            return;
        }
        luaL_error(L, "moonpy: a %s cannot be passed to Python", luaL_typename(L, idx));
        return;
    }
    size_t n = 0;
    if (is_marked(L, idx, KEY_DICT) ||
        (!is_marked(L, idx, KEY_LIST) && !is_marked(L, idx, KEY_TUPLE) &&
         !is_sequence(L, idx, &n))) {
        size_t count = 0;
        lua_pushnil(L);
        while (lua_next(L, idx)) {
            lua_pop(L, 1);
            count++;
        }
        v->type = MP_DICT;
        v->u.seq.items = arena_alloc(L, a, count * sizeof(mp_value));
        v->u.seq.keys = arena_alloc(L, a, count * sizeof(mp_value));
        size_t i = 0;
        lua_pushnil(L);
        while (i < count && lua_next(L, idx)) {
            to_value(L, -2, &v->u.seq.keys[i], a, depth + 1);
            to_value(L, -1, &v->u.seq.items[i], a, depth + 1);
            lua_pop(L, 1);
            i++;
        }
        /* the keys' strings are the table's own keys: the table outlives the conversion */
        if (i == count) {
            lua_pop(L, 1); /* the last key: the loop stopped before lua_next popped it */
        }
        v->u.seq.n = i; /* fewer if the table shrank meanwhile (lua_next popped its key) */
        return;
    }
    v->type = is_marked(L, idx, KEY_TUPLE) ? MP_TUPLE : MP_LIST;
    n = lua_rawlen(L, idx);
    v->u.seq.items = arena_alloc(L, a, n * sizeof(mp_value));
    v->u.seq.n = n;
    for (size_t i = 0; i < n; i++) {
        lua_rawgeti(L, idx, (lua_Integer)i + 1);
        to_value(L, -1, &v->u.seq.items[i], a, depth + 1);
        /* a string item: kept alive by the table; other items hold no pointers */
        lua_pop(L, 1);
    }
}

/* ---- sessions ---- */

typedef struct HostRef {
    struct Session *ses;
    int ref; /* the Lua function, in the registry */
} HostRef;

typedef struct Session {
    mp_state *s;
    lua_State *L; /* the host thread of the run under way */
    int print_ref;
    HostRef *hosts;
    size_t nhosts;
} Session;

static void ses_release(lua_State *L, Session *ses) {
    if (ses->s) {
        mp_close(ses->s);
        ses->s = NULL;
    }
    luaL_unref(L, LUA_REGISTRYINDEX, ses->print_ref);
    ses->print_ref = LUA_NOREF;
    for (size_t i = 0; i < ses->nhosts; i++) {
        luaL_unref(L, LUA_REGISTRYINDEX, ses->hosts[i].ref);
    }
    free(ses->hosts);
    ses->hosts = NULL;
    ses->nhosts = 0;
}

static Session *ses_check(lua_State *L, int idx) {
    Session *ses = luaL_checkudata(L, idx, MT_SESSION);
    if (!ses->s) {
        luaL_error(L, "moonpy: the session is closed");
    }
    return ses;
}

static void on_output(void *ud, const char *p, size_t n) {
    Session *ses = ud;
    lua_State *L = ses->L;
    if (!L || ses->print_ref == LUA_NOREF || !lua_checkstack(L, 3)) {
        return;
    }
    lua_rawgeti(L, LUA_REGISTRYINDEX, ses->print_ref);
    lua_pushlstring(L, p, n);
    if (lua_pcall(L, 1, 0, 0) != LUA_OK) {
        lua_pop(L, 1); /* the print function's error does not stop the run */
    }
}

/* Runs in a protected call on the host: the function, its arguments, then its value. */
static int host_invoke(lua_State *L) {
    HostRef *h = lua_touserdata(L, 1);
    mp_call *call = lua_touserdata(L, 2);
    const mp_value *args = lua_touserdata(L, 3);
    size_t nargs = (size_t)lua_tointeger(L, 4);
    luaL_checkstack(L, (int)nargs + 10, "too many arguments");
    lua_rawgeti(L, LUA_REGISTRYINDEX, h->ref);
    for (size_t i = 0; i < nargs; i++) {
        push_value(L, &args[i], 0);
    }
    lua_call(L, (int)nargs, 1);
    Arena *a = arena_new(L);
    mp_value v;
    to_value(L, -2, &v, a, 0);
    mp_return(call, &v);
    arena_free(a);
    return 0;
}

static int host_fn(void *ud, mp_call *call, const mp_value *args, size_t nargs) {
    HostRef *h = ud;
    lua_State *L = h->ses->L;
    if (!L || !lua_checkstack(L, 8)) {
        return mp_raise(call, "RuntimeError", "the host function cannot be called now");
    }
    lua_pushcfunction(L, host_invoke);
    lua_pushlightuserdata(L, h);
    lua_pushlightuserdata(L, call);
    lua_pushlightuserdata(L, (void *)args);
    lua_pushinteger(L, (lua_Integer)nargs);
    if (lua_pcall(L, 4, 0, 0) == LUA_OK) {
        return 0;
    }
    /* an error: a string, or a table {type = "ValueError", message = "..."} */
    const char *type = "RuntimeError", *msg = NULL;
    int top = lua_gettop(L) - 1;
    if (lua_istable(L, -1)) {
        lua_getfield(L, -1, "type");
        lua_getfield(L, -2, "message");
        if (lua_type(L, -2) == LUA_TSTRING) {
            type = lua_tostring(L, -2);
        }
        msg = lua_tostring(L, -1);
    } else {
        msg = luaL_tolstring(L, -1, NULL);
    }
    mp_raise(call, type, msg ? msg : "error in a host function");
    lua_settop(L, top);
    return 1;
}

static lua_Number opt_number(lua_State *L, int opts, const char *name, lua_Number dflt) {
    lua_getfield(L, opts, name);
    lua_Number r = dflt;
    if (!lua_isnil(L, -1)) {
        if (!lua_isnumber(L, -1) || lua_tonumber(L, -1) < 0) {
            luaL_error(L, "moonpy: opts.%s must be a number >= 0", name);
        }
        r = lua_tonumber(L, -1);
    }
    lua_pop(L, 1);
    return r;
}

/* A new session userdata from opts at index opts (0: none), left on the stack. */
static Session *ses_new(lua_State *L, int opts) {
    mp_limits lim;
    mp_limits_default(&lim);
    if (opts) {
        luaL_checktype(L, opts, LUA_TTABLE);
        lim.max_memory = (size_t)opt_number(L, opts, "max_memory", (lua_Number)lim.max_memory);
        lim.timeout = (double)opt_number(L, opts, "timeout", lim.timeout);
        lim.max_operations =
            (long long)opt_number(L, opts, "max_operations", (lua_Number)lim.max_operations);
        lim.max_output = (size_t)opt_number(L, opts, "max_output", (lua_Number)lim.max_output);
        lim.max_result = (size_t)opt_number(L, opts, "max_result", (lua_Number)lim.max_result);
    }
    Session *ses = lua_newuserdatauv(L, sizeof *ses, 0);
    memset(ses, 0, sizeof *ses);
    ses->print_ref = LUA_NOREF;
    luaL_setmetatable(L, MT_SESSION);
    ses->s = mp_open(&lim);
    if (!ses->s) {
        luaL_error(L, "moonpy: cannot start the sandbox");
    }
    if (!opts) {
        return ses;
    }
    if (lua_getfield(L, opts, "print") != LUA_TNIL) {
        luaL_argcheck(L, lua_isfunction(L, -1), opts, "opts.print must be a function");
        ses->print_ref = luaL_ref(L, LUA_REGISTRYINDEX);
        mp_set_output(ses->s, on_output, ses);
    } else {
        lua_pop(L, 1);
    }
    if (lua_getfield(L, opts, "functions") != LUA_TNIL) {
        luaL_argcheck(L, lua_istable(L, -1), opts, "opts.functions must be a table");
        int ft = lua_gettop(L);
        size_t count = 0;
        lua_pushnil(L);
        while (lua_next(L, ft)) {
            lua_pop(L, 1);
            count++;
        }
        ses->hosts = calloc(count ? count : 1, sizeof *ses->hosts);
        if (!ses->hosts) {
            luaL_error(L, "not enough memory");
        }
        lua_pushnil(L);
        while (lua_next(L, ft)) {
            if (lua_type(L, -2) != LUA_TSTRING || !lua_isfunction(L, -1)) {
                luaL_error(L, "moonpy: opts.functions maps names to functions");
            }
            HostRef *h = &ses->hosts[ses->nhosts];
            h->ses = ses;
            h->ref = luaL_ref(L, LUA_REGISTRYINDEX);
            ses->nhosts++;
            if (mp_register_value(ses->s, lua_tostring(L, -1), host_fn, h) != 0) {
                luaL_error(L, "moonpy: '%s' is not a Python name", lua_tostring(L, -1));
            }
        }
    }
    lua_pop(L, 1);
    return ses;
}

static void set_str(lua_State *L, const char *k, const char *s) {
    if (s) {
        lua_pushstring(L, s);
        lua_setfield(L, -2, k);
    }
}

/* The outcome table. */
static void push_outcome(lua_State *L, const mp_outcome *o) {
    lua_createtable(L, 0, 5);
    if (o->has_result) {
        push_value(L, &o->result, 0);
        lua_setfield(L, -2, "result");
    }
    set_str(L, "repr", o->repr);
    lua_pushlstring(L, o->logs ? o->logs : "", o->logs_len);
    lua_setfield(L, -2, "logs");
    if (o->error.type) {
        lua_createtable(L, 0, 4);
        set_str(L, "type", o->error.type);
        set_str(L, "message", o->error.message);
        set_str(L, "traceback", o->error.traceback);
        if (o->error.line >= 0) {
            lua_pushinteger(L, (lua_Integer)o->error.line);
            lua_setfield(L, -2, "line");
        }
        lua_setfield(L, -2, "error");
    }
    lua_createtable(L, 0, 3);
    lua_pushinteger(L, (lua_Integer)o->stats.operations);
    lua_setfield(L, -2, "operations");
    lua_pushnumber(L, o->stats.wall_ms);
    lua_setfield(L, -2, "wall_ms");
    lua_pushinteger(L, (lua_Integer)o->stats.memory_peak_bytes);
    lua_setfield(L, -2, "memory_peak_bytes");
    lua_setfield(L, -2, "stats");
    lua_pushinteger(L, o->status);
    lua_setfield(L, -2, "status");
}

static int ses_run_code(lua_State *L, Session *ses, int codeidx) {
    size_t len;
    const char *code = luaL_checklstring(L, codeidx, &len);
    mp_outcome o;
    lua_State *saved = ses->L;
    ses->L = L;
    mp_run_value(ses->s, code, (ptrdiff_t)len, &o);
    ses->L = saved;
    push_outcome(L, &o);
    return 1;
}

static int l_session_run(lua_State *L) {
    return ses_run_code(L, ses_check(L, 1), 2);
}

static int l_session_reset(lua_State *L) {
    Session *ses = ses_check(L, 1);
    if (mp_reset(ses->s) != 0) {
        return luaL_error(L, "moonpy: the session is running");
    }
    return 0;
}

static int l_session_get(lua_State *L) {
    Session *ses = ses_check(L, 1);
    const char *name = luaL_checkstring(L, 2);
    mp_outcome o;
    lua_State *saved = ses->L;
    ses->L = L;
    int st = mp_get(ses->s, name, &o);
    ses->L = saved;
    if (st != 0) {
        lua_pushnil(L);
        lua_pushstring(L, o.error.type ? o.error.type : "Error");
        lua_pushliteral(L, ": ");
        lua_pushstring(L, o.error.message ? o.error.message : "");
        lua_concat(L, 3);
        return 2;
    }
    push_value(L, &o.result, 0);
    return 1;
}

static int l_session_set(lua_State *L) {
    Session *ses = ses_check(L, 1);
    const char *name = luaL_checkstring(L, 2);
    lua_settop(L, 3);
    Arena *a = arena_new(L);
    mp_value v;
    to_value(L, 3, &v, a, 0);
    int st = mp_set(ses->s, name, &v);
    arena_free(a);
    if (st != 0) {
        return luaL_error(L, "moonpy: cannot set '%s' (not a Python name, or the session runs)",
                          name);
    }
    return 0;
}

static int l_session_close(lua_State *L) {
    Session *ses = luaL_checkudata(L, 1, MT_SESSION);
    ses_release(L, ses);
    return 0;
}

static int l_session_tostring(lua_State *L) {
    Session *ses = luaL_checkudata(L, 1, MT_SESSION);
    lua_pushfstring(L, "moonpy.session (%s)", ses->s ? "open" : "closed");
    return 1;
}

static int l_run(lua_State *L) {
    luaL_checkstring(L, 1);
    int opts = lua_isnoneornil(L, 2) ? 0 : 2;
    Session *ses = ses_new(L, opts);
    ses_run_code(L, ses, 1);
    lua_insert(L, -2);
    ses_release(L, ses);
    lua_pop(L, 1);
    return 1;
}

static int l_session(lua_State *L) {
    ses_new(L, lua_isnoneornil(L, 1) ? 0 : 1);
    return 1;
}

static int l_translate(lua_State *L) {
    size_t len;
    const char *code = luaL_checklstring(L, 1, &len);
    /* one translator per host state, made on first use (a session that never runs code) */
    if (lua_getfield(L, LUA_REGISTRYINDEX, KEY_TRANSLATOR) == LUA_TNIL) {
        lua_pop(L, 1);
        ses_new(L, 0);
        lua_pushvalue(L, -1);
        lua_setfield(L, LUA_REGISTRYINDEX, KEY_TRANSLATOR);
    }
    Session *ses = ses_check(L, -1);
    char *lua = NULL, *map = NULL, *err = NULL;
    int ok = mp_translate(ses->s, code, (ptrdiff_t)len, &lua, &map, &err);
    lua_pop(L, 1);
    if (ok) {
        lua_pushstring(L, lua ? lua : "");
        lua_pushstring(L, map ? map : "identity");
        free(lua);
        free(map);
        return 2;
    }
    /* a SyntaxError report: its last line is "Type: message", a line "File ..., line N" */
    lua_pushnil(L);
    lua_createtable(L, 0, 4);
    const char *text = err ? err : "SyntaxError: invalid syntax\n";
    lua_pushstring(L, text);
    lua_setfield(L, -2, "text");
    const char *end = text + strlen(text);
    while (end > text && end[-1] == '\n') {
        end--;
    }
    const char *last = end;
    while (last > text && last[-1] != '\n') {
        last--;
    }
    const char *colon = memchr(last, ':', (size_t)(end - last));
    if (colon) {
        lua_pushlstring(L, last, (size_t)(colon - last));
        lua_setfield(L, -2, "type");
        const char *m = colon + 1 + (colon + 1 < end && colon[1] == ' ');
        lua_pushlstring(L, m, (size_t)(end - m));
        lua_setfield(L, -2, "message");
    }
    const char *ln = strstr(text, "\", line ");
    if (ln) {
        lua_pushinteger(L, strtol(ln + 8, NULL, 10));
        lua_setfield(L, -2, "line");
    }
    free(err);
    return 2;
}

static int l_type(lua_State *L) {
    luaL_checkany(L, 1);
    if (is_none(L, 1)) {
        lua_pushliteral(L, "None");
    } else if (lua_istable(L, 1) && is_marked(L, 1, KEY_LIST)) {
        lua_pushliteral(L, "list");
    } else if (lua_istable(L, 1) && is_marked(L, 1, KEY_TUPLE)) {
        lua_pushliteral(L, "tuple");
    } else if (lua_istable(L, 1) && is_marked(L, 1, KEY_DICT)) {
        lua_pushliteral(L, "dict");
    } else {
        lua_pushstring(L, luaL_typename(L, 1));
    }
    return 1;
}

static int mark(lua_State *L, const char *key) {
    luaL_checktype(L, 1, LUA_TTABLE);
    lua_settop(L, 1);
    lua_getfield(L, LUA_REGISTRYINDEX, key);
    lua_setmetatable(L, 1);
    return 1;
}

static int l_list(lua_State *L) {
    return mark(L, KEY_LIST);
}

static int l_tuple(lua_State *L) {
    return mark(L, KEY_TUPLE);
}

static int l_dict(lua_State *L) {
    return mark(L, KEY_DICT);
}

static int l_none_tostring(lua_State *L) {
    lua_pushliteral(L, "None");
    return 1;
}

static const luaL_Reg session_methods[] = {
    {"close", l_session_close}, {"get", l_session_get}, {"reset", l_session_reset},
    {"run", l_session_run},     {"set", l_session_set}, {NULL, NULL},
};

static const luaL_Reg moonpy_funcs[] = {
    {"dict", l_dict},           {"list", l_list},   {"run", l_run},   {"session", l_session},
    {"translate", l_translate}, {"tuple", l_tuple}, {"type", l_type}, {NULL, NULL},
};

static void new_marker(lua_State *L, const char *key, const char *name) {
    lua_createtable(L, 0, 1);
    lua_pushstring(L, name);
    lua_setfield(L, -2, "__name");
    lua_setfield(L, LUA_REGISTRYINDEX, key);
}

int luaopen_moonpy(lua_State *L) {
    luaL_newmetatable(L, MT_ARENA);
    lua_pushcfunction(L, arena_gc);
    lua_setfield(L, -2, "__gc");
    lua_pop(L, 1);
    luaL_newmetatable(L, MT_SESSION);
    luaL_newlib(L, session_methods);
    lua_setfield(L, -2, "__index");
    lua_pushcfunction(L, l_session_close);
    lua_setfield(L, -2, "__gc");
    lua_pushcfunction(L, l_session_close);
    lua_setfield(L, -2, "__close");
    lua_pushcfunction(L, l_session_tostring);
    lua_setfield(L, -2, "__tostring");
    lua_pop(L, 1);
    new_marker(L, KEY_LIST, "moonpy.list");
    new_marker(L, KEY_TUPLE, "moonpy.tuple");
    new_marker(L, KEY_DICT, "moonpy.dict");
    if (lua_getfield(L, LUA_REGISTRYINDEX, KEY_NONE) == LUA_TNIL) {
        lua_pop(L, 1);
        lua_newuserdatauv(L, 0, 0);
        luaL_newmetatable(L, MT_NONE);
        lua_pushcfunction(L, l_none_tostring);
        lua_setfield(L, -2, "__tostring");
        lua_setmetatable(L, -2);
        lua_pushvalue(L, -1);
        lua_setfield(L, LUA_REGISTRYINDEX, KEY_NONE);
    }
    luaL_newlib(L, moonpy_funcs);
    lua_insert(L, -2);
    lua_setfield(L, -2, "None");
    lua_pushstring(L, mp_version());
    lua_setfield(L, -2, "version");
    return 1;
}
