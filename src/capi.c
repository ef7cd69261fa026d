/*
 * capi.c: the C API (include/moonpy.h), over the one run path: a state is a compiler and a
 * sandbox; mp_run translates a cell (keep_last), runs it with sbx_run and writes the outcome
 * with tools_outcome, the writer of MCP's structuredContent; mp_run_value reads the same
 * outcome's value tree (typed: runtime/session.lua's S.export) into mp_value data.
 *
 * Memory: the mp_value data of an outcome lives in the state's arena, freed at its next call;
 * strings point into the sandbox's Lua state, which keeps the outcome until its next run. A
 * host function's arguments live in an arena of that call, freed before anything can raise.
 * Nothing malloc'd is held across a Lua call that can raise: conversions that allocate in
 * the sandbox (a host function's value) run in a protected call.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "lauxlib.h"
#include "moonpy.h"
#include "moonpy_int.h"
#include "objfloat.h"
#include "mcp/mcp.h"

#define CAPI_FILENAME "<string>"
#define CAPI_MAXDEPTH 200

/* A chain of malloc'd blocks, freed at once. */
typedef struct Arena {
    void **blocks;
    size_t n, cap;
} Arena;

static void *arena_alloc(Arena *a, size_t size) {
    if (a->n == a->cap) {
        size_t cap = a->cap ? 2 * a->cap : 16;
        void **nb = realloc(a->blocks, cap * sizeof *nb);
        if (!nb) {
            return NULL;
        }
        a->blocks = nb;
        a->cap = cap;
    }
    void *p = calloc(1, size ? size : 1);
    if (p) {
        a->blocks[a->n++] = p;
    }
    return p;
}

static void arena_free(Arena *a) {
    for (size_t i = 0; i < a->n; i++) {
        free(a->blocks[i]);
    }
    free(a->blocks);
    memset(a, 0, sizeof *a);
}

typedef struct HostFn {
    struct HostFn *next;
    mp_state *s;
    mp_host_value_fn fn;
    mp_host_fn jfn;
    void *ud;
} HostFn;

struct mp_state {
    Compiler *cmp;
    Sandbox *sbx;
    mp_limits lim;
    int busy;
    Arena arena; /* the last outcome's values */
    HostFn *hosts;
    mp_output_fn out;
    void *outud;
    Buf logs; /* of the run under way, when out is set (the sandbox then streams) */
};

struct mp_call {
    mp_state *s;
    lua_State *L;
    int returned, raised;
    char type[64];
    Buf msg;
};

const char *mp_version(void) {
    return MOONPY_VERSION;
}

void mp_limits_default(mp_limits *l) {
    l->max_memory = 256u * 1024 * 1024;
    l->timeout = 30;
    l->max_operations = 0;
    l->max_output = 1024 * 1024;
    l->max_result = 1024 * 1024;
}

static SbxLimits capi_limits(const mp_limits *l) {
    SbxLimits r = {l->max_memory, l->timeout, l->max_operations, l->max_output, l->max_result, 0};
    return r;
}

mp_state *mp_open(const mp_limits *limits) {
    mp_state *s = calloc(1, sizeof *s);
    if (!s) {
        return NULL;
    }
    if (limits) {
        s->lim = *limits;
    } else {
        mp_limits_default(&s->lim);
    }
    s->cmp = cmp_new();
    s->sbx = s->cmp ? sbx_new(NULL, NULL) : NULL;
    if (!s->sbx) {
        mp_close(s);
        return NULL;
    }
    return s;
}

void mp_close(mp_state *s) {
    if (!s) {
        return;
    }
    sbx_free(s->sbx);
    cmp_free(s->cmp);
    arena_free(&s->arena);
    buf_free(&s->logs);
    while (s->hosts) {
        HostFn *h = s->hosts;
        s->hosts = h->next;
        free(h);
    }
    free(s);
}

int mp_set_limits(mp_state *s, const mp_limits *limits) {
    s->lim = *limits;
    return 0;
}

void mp_get_limits(mp_state *s, mp_limits *limits) {
    *limits = s->lim;
}

static void capi_write(void *ud, const char *p, size_t n) {
    mp_state *s = ud;
    buf_add(&s->logs, p, n);
    s->out(s->outud, p, n);
}

void mp_set_output(mp_state *s, mp_output_fn fn, void *ud) {
    s->out = fn;
    s->outud = ud;
    sbx_set_writer(s->sbx, fn ? capi_write : NULL, s);
}

void mp_cancel(mp_state *s) {
    sbx_cancel(s->sbx);
}

static size_t capi_len(const char *code, ptrdiff_t len) {
    return len < 0 ? strlen(code) : (size_t)len;
}

/* The one run: translate the cell, run it, leave the outcome in *o (and its tree in the
 * sandbox state). */
static int capi_run(mp_state *s, const char *code, size_t len, int typed, SbxOutcome *o) {
    SbxRequest q = {.source = code,
                    .source_len = len,
                    .filename = CAPI_FILENAME,
                    .cell = 1,
                    .typed = typed,
                    .limits = capi_limits(&s->lim),
                    .t0 = py_clock()};
    const char *lua, *map, *err;
    size_t lualen;
    double deadline = s->lim.timeout > 0 ? q.t0 + s->lim.timeout : 0;
    if (cmp_translate_opts(s->cmp, code, len, CAPI_FILENAME, 1, deadline, &lua, &lualen, &map,
                           &err)) {
        q.lua = lua;
        q.lua_len = lualen;
    } else {
        q.syntax_error = err;
    }
    s->busy = 1;
    s->logs.n = 0;
    int st = sbx_run(s->sbx, &q, o);
    s->busy = 0;
    sbx_uncancel(s->sbx);
    if (s->out) {
        o->logs = (SbxStr){s->logs.p ? s->logs.p : "", s->logs.n};
    }
    return st;
}

static char *capi_strdup(const char *p, size_t n) {
    char *r = malloc(n + 1);
    if (r) {
        memcpy(r, p, n);
        r[n] = '\0';
    }
    return r;
}

int mp_run(mp_state *s, const char *code, ptrdiff_t len, char **json_out) {
    if (json_out) {
        *json_out = NULL;
    }
    if (s->busy) {
        return -1;
    }
    arena_free(&s->arena);
    SbxOutcome o;
    int st = capi_run(s, code, capi_len(code, len), 0, &o);
    if (json_out) {
        Buf j = {0}, t = {0};
        ToolsLimits tl = {capi_limits(&s->lim), s->lim.timeout};
        tools_outcome(sbx_state(s->sbx), &o, &tl, &j, &t);
        *json_out = capi_strdup(j.p ? j.p : "", j.n);
        buf_free(&j);
        buf_free(&t);
    }
    return st;
}

/* ---- value trees (the sandbox's Lua data) -> mp_value ---- */

static const char *capi_sstr(SbxStr str, Arena *a) {
    if (!str.s) {
        return NULL;
    }
    char *p = arena_alloc(a, str.n + 1);
    if (p) {
        memcpy(p, str.s, str.n);
    }
    return p;
}

/* The tree at idx of L into *v (strings point into L). Only reads: nothing here can raise. */
static void tree_value(lua_State *L, int idx, mp_value *v, Arena *a, int depth) {
    memset(v, 0, sizeof *v);
    idx = lua_absindex(L, idx);
    switch (lua_type(L, idx)) {
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
        v->u.str.s = lua_tolstring(L, idx, &v->u.str.len);
        return;
    case LUA_TTABLE:
        break;
    default:
        v->type = MP_NONE; /* host.null */
        return;
    }
    lua_getfield(L, idx, "tag");
    const char *tag = lua_tostring(L, -1);
    lua_pop(L, 1);
    if (!tag) {
        return;
    }
    if (strcmp(tag, "bigint") == 0 || strcmp(tag, "object") == 0) {
        v->type = tag[0] == 'b' ? MP_BIGINT : MP_OBJECT;
        lua_getfield(L, idx, "text");
        v->u.str.s = lua_tolstring(L, -1, &v->u.str.len); /* the tree keeps the string */
        lua_pop(L, 1);
        if (!v->u.str.s) {
            v->type = MP_NONE;
        }
        return;
    }
    v->type = strcmp(tag, "dict") == 0 ? MP_DICT : strcmp(tag, "tuple") == 0 ? MP_TUPLE : MP_LIST;
    lua_getfield(L, idx, "n");
    lua_Integer n = lua_tointeger(L, -1);
    lua_pop(L, 1);
    if (n <= 0 || depth > CAPI_MAXDEPTH) {
        return;
    }
    v->u.seq.items = arena_alloc(a, (size_t)n * sizeof(mp_value));
    if (v->type == MP_DICT) {
        v->u.seq.keys = arena_alloc(a, (size_t)n * sizeof(mp_value));
    }
    if (!v->u.seq.items || (v->type == MP_DICT && !v->u.seq.keys)) {
        return;
    }
    v->u.seq.n = (size_t)n;
    for (lua_Integer i = 1; i <= n; i++) {
        lua_rawgeti(L, idx, i);
        tree_value(L, -1, &v->u.seq.items[i - 1], a, depth + 1);
        lua_pop(L, 1);
    }
    if (v->type == MP_DICT) {
        lua_getfield(L, idx, "keys");
        for (lua_Integer i = 1; i <= n; i++) {
            lua_rawgeti(L, -1, i);
            tree_value(L, -1, &v->u.seq.keys[i - 1], a, depth + 1);
            lua_pop(L, 1);
        }
        lua_pop(L, 1);
    }
}

/* ---- mp_value -> value trees (allocates in L: run it protected) ---- */

static void value_tree(lua_State *L, const mp_value *v, int depth) {
    luaL_checkstack(L, 8, "value too deep");
    if (depth > CAPI_MAXDEPTH) {
        luaL_error(L, "value nested too deeply");
    }
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
    case MP_OBJECT: {
        /* as valid UTF-8 (a Python str holds nothing else; NUL is a character): each byte that
         * does not start a valid sequence becomes U+FFFD */
        const unsigned char *p = (const unsigned char *)(v->u.str.s ? v->u.str.s : "");
        size_t n = v->u.str.s ? v->u.str.len : 0, i = 0, k = 0;
        while (i < n && (p[i] == 0 || (k = utf8_seq(p + i, n - i)) > 0)) {
            i += p[i] == 0 ? 1 : k;
        }
        if (i == n) {
            lua_pushlstring(L, (const char *)p, n);
            return;
        }
        luaL_Buffer b;
        luaL_buffinit(L, &b);
        for (i = 0; i < n; i += k) {
            k = p[i] == 0 ? 1 : utf8_seq(p + i, n - i);
            if (k) {
                luaL_addlstring(&b, (const char *)p + i, k);
            } else {
                luaL_addstring(&b, "\xEF\xBF\xBD");
                k = 1;
            }
        }
        luaL_pushresult(&b);
        return;
    }
    case MP_BIGINT:
        lua_createtable(L, 0, 2);
        lua_pushliteral(L, "bigint");
        lua_setfield(L, -2, "tag");
        lua_pushlstring(L, v->u.str.s ? v->u.str.s : "0", v->u.str.s ? v->u.str.len : 1);
        lua_setfield(L, -2, "text");
        return;
    case MP_LIST:
    case MP_TUPLE:
    case MP_DICT: {
        size_t n = v->u.seq.items ? v->u.seq.n : 0;
        lua_createtable(L, (int)(n < 1000000 ? n : 0), 3);
        lua_pushstring(L, v->type == MP_DICT ? "dict" : v->type == MP_TUPLE ? "tuple" : "list");
        lua_setfield(L, -2, "tag");
        lua_pushinteger(L, (lua_Integer)n);
        lua_setfield(L, -2, "n");
        for (size_t i = 0; i < n; i++) {
            value_tree(L, &v->u.seq.items[i], depth + 1);
            lua_rawseti(L, -2, (lua_Integer)i + 1);
        }
        if (v->type == MP_DICT) {
            lua_createtable(L, (int)(n < 1000000 ? n : 0), 0);
            for (size_t i = 0; i < n; i++) {
                if (v->u.seq.keys) {
                    value_tree(L, &v->u.seq.keys[i], depth + 1);
                } else {
                    lua_pushnil(L);
                }
                lua_rawseti(L, -2, (lua_Integer)i + 1);
            }
            lua_setfield(L, -2, "keys");
        }
        return;
    }
    default:
        lua_pushlightuserdata(L, NULL); /* None */
        return;
    }
}

static int value_tree_p(lua_State *L) {
    const mp_value *v = lua_touserdata(L, 1);
    value_tree(L, v, 0);
    return 1;
}

/* Pushes the tree of v, or returns 0 with an error message pushed. */
static int push_tree(lua_State *L, const mp_value *v) {
    lua_pushcfunction(L, value_tree_p);
    lua_pushlightuserdata(L, (void *)v);
    return lua_pcall(L, 1, 1, 0) == LUA_OK;
}

/* ---- outcomes as values ---- */

static void capi_outcome(mp_state *s, const SbxOutcome *o, mp_outcome *out) {
    Arena *a = &s->arena;
    memset(out, 0, sizeof *out);
    out->status = o->status;
    out->result.type = MP_NONE;
    if (o->value) {
        tree_value(sbx_state(s->sbx), o->value, &out->result, a, 0);
        out->has_result = 1;
    }
    out->result_too_large = o->too_large;
    out->repr = capi_sstr(o->repr, a);
    out->logs = capi_sstr(o->logs, a);
    out->logs_len = o->logs.n;
    if (!out->logs) {
        out->logs = "";
    }
    out->error.line = -1;
    if (o->failed) {
        out->error.type = capi_sstr(o->error.type, a);
        out->error.message = capi_sstr(o->error.message, a);
        out->error.traceback = capi_sstr(o->error.traceback, a);
        /* a limit is said as mp_run's JSON (and MCP) say it: its size and the line */
        ToolsLimits tl = {capi_limits(&s->lim), s->lim.timeout};
        Buf msg = {0}, hint = {0}, tb = {0};
        if (out->error.type && tools_limit_words(o, &tl, &msg, &hint)) {
            buf_printf(&tb, "%s: %.*s\n", out->error.type, (int)msg.n, msg.p);
            out->error.message = capi_sstr((SbxStr){msg.p, msg.n}, a);
            out->error.traceback = capi_sstr((SbxStr){tb.p, tb.n}, a);
        }
        buf_free(&msg);
        buf_free(&hint);
        buf_free(&tb);
        out->error.line = o->error.line;
        if (!out->error.type) {
            out->error.type = "Error";
        }
        if (!out->error.message) {
            out->error.message = "";
        }
        if (!out->error.traceback) {
            out->error.traceback = "";
        }
    }
    out->stats.operations = o->stats.operations;
    out->stats.wall_ms = o->stats.wall_ms;
    out->stats.memory_peak_bytes = o->stats.memory_peak_bytes;
}

static void capi_busy(mp_outcome *out) {
    memset(out, 0, sizeof *out);
    out->status = -1;
    out->logs = "";
    out->error.type = "RuntimeError";
    out->error.message = "the session is running";
    out->error.traceback = "RuntimeError: the session is running\n";
    out->error.line = -1;
}

int mp_run_value(mp_state *s, const char *code, ptrdiff_t len, mp_outcome *out) {
    if (s->busy) {
        capi_busy(out);
        return -1;
    }
    arena_free(&s->arena);
    SbxOutcome o;
    int st = capi_run(s, code, capi_len(code, len), 1, &o);
    capi_outcome(s, &o, out);
    return st;
}

static int capi_ident(const char *name) {
    if (!name || !(name[0] == '_' || ((name[0] | 32) >= 'a' && (name[0] | 32) <= 'z'))) {
        return 0;
    }
    for (const char *p = name; *p; p++) {
        if (!(*p == '_' || (*p >= '0' && *p <= '9') || ((*p | 32) >= 'a' && (*p | 32) <= 'z'))) {
            return 0;
        }
    }
    return 1;
}

int mp_get(mp_state *s, const char *name, mp_outcome *out) {
    if (s->busy) {
        capi_busy(out);
        return -1;
    }
    if (!capi_ident(name)) {
        capi_busy(out);
        out->status = 1;
        out->error.type = "ValueError";
        out->error.message = "not a Python name";
        out->error.traceback = "ValueError: not a Python name\n";
        return 1;
    }
    int st = mp_run_value(s, name, -1, out);
    if (st == 0 && !out->has_result) {
        out->has_result = 1; /* the name is None */
        out->result.type = MP_NONE;
        out->repr = "None";
    }
    return st ? 1 : 0;
}

/* The name Python's `name` has among the session's globals (codegen's mangle, in the
 * compiler state), pushed on the sandbox's stack. */
static int capi_push_key(mp_state *s, const char *name) {
    lua_State *C = cmp_state(s->cmp);
    lua_settop(C, 0);
    lua_getglobal(C, "require");
    lua_pushliteral(C, "codegen");
    if (lua_pcall(C, 1, 1, 0) != LUA_OK || lua_getfield(C, -1, "mangle") != LUA_TFUNCTION) {
        lua_settop(C, 0);
        return 0;
    }
    lua_pushstring(C, name);
    if (lua_pcall(C, 1, 1, 0) != LUA_OK || !lua_isstring(C, -1)) {
        lua_settop(C, 0);
        return 0;
    }
    lua_pushstring(sbx_state(s->sbx), lua_tostring(C, -1));
    lua_settop(C, 0);
    return 1;
}

int mp_set(mp_state *s, const char *name, const mp_value *v) {
    lua_State *L = sbx_state(s->sbx);
    if (s->busy || !capi_ident(name)) {
        return 1;
    }
    arena_free(&s->arena);
    lua_settop(L, 0);
    sbx_session_fn(s->sbx, "setglobal");
    if (!capi_push_key(s, name) || !push_tree(L, v)) {
        lua_settop(L, 0);
        return 1;
    }
    int st = lua_pcall(L, 2, 0, 0);
    lua_settop(L, 0);
    return st == LUA_OK ? 0 : 1;
}

int mp_reset(mp_state *s) {
    lua_State *L = sbx_state(s->sbx);
    if (s->busy) {
        return -1;
    }
    arena_free(&s->arena);
    lua_settop(L, 0);
    sbx_session_fn(s->sbx, "reset");
    int st = lua_pcall(L, 0, 0, 0);
    lua_settop(L, 0);
    return st == LUA_OK ? 0 : 1;
}

int mp_translate(mp_state *s, const char *code, ptrdiff_t len, char **lua_out, char **linemap_out,
                 char **error_out) {
    const char *lua, *map, *err;
    size_t lualen, n = capi_len(code, len);
    if (lua_out) {
        *lua_out = NULL;
    }
    if (linemap_out) {
        *linemap_out = NULL;
    }
    if (error_out) {
        *error_out = NULL;
    }
    double deadline = s->lim.timeout > 0 ? py_clock() + s->lim.timeout : 0;
    if (!cmp_translate_opts(s->cmp, code, n, CAPI_FILENAME, 1, deadline, &lua, &lualen, &map,
                            &err)) {
        if (error_out) {
            *error_out = capi_strdup(err, strlen(err));
        }
        return 0;
    }
    if (lua_out) {
        *lua_out = capi_strdup(lua, lualen);
    }
    if (linemap_out) {
        *linemap_out = capi_strdup(map ? map : "identity", strlen(map ? map : "identity"));
    }
    return 1;
}

/* ---- host functions ---- */

mp_state *mp_call_state(mp_call *call) {
    return call->s;
}

void mp_return(mp_call *call, const mp_value *v) {
    if (call->returned || call->raised) {
        return;
    }
    if (push_tree(call->L, v)) {
        call->returned = 1;
    } else {
        /* out of memory (or a value nested too deeply): raised once the host returns */
        lua_pop(call->L, 1);
        mp_raise(call, "MemoryError", "the host function's value does not fit in memory");
    }
}

int mp_raise(mp_call *call, const char *type, const char *message) {
    if (call->returned) {
        lua_pop(call->L, 1);
        call->returned = 0;
    }
    call->raised = 1;
    snprintf(call->type, sizeof call->type, "%s", type ? type : "RuntimeError");
    call->msg.n = 0;
    buf_add_utf8(&call->msg, message ? message : "", message ? strlen(message) : 0);
    return 1;
}

/* An mp_value as JSON text (the arguments of a JSON host function): as MCP writes a result. */
static void value_json(Buf *b, const mp_value *v, int depth) {
    char num[PY_FLOAT_REPR_SIZE + 8];
    switch (v->type) {
    case MP_BOOL:
        buf_adds(b, v->u.boolean ? "true" : "false");
        return;
    case MP_INT:
        if (v->u.integer > 9007199254740992LL || v->u.integer < -9007199254740992LL) {
            buf_printf(b, "\"%lld\"", v->u.integer);
        } else {
            buf_printf(b, "%lld", v->u.integer);
        }
        return;
    case MP_FLOAT: {
        int n = py_float_repr(v->u.number, num);
        int finite = v->u.number - v->u.number == 0;
        if (!finite) {
            buf_addc(b, '"');
        }
        buf_add(b, num, (size_t)n);
        if (!finite) {
            buf_addc(b, '"');
        }
        return;
    }
    case MP_STR:
    case MP_BIGINT:
    case MP_OBJECT:
        rpc_json_string(b, v->u.str.s ? v->u.str.s : "", v->u.str.s ? v->u.str.len : 0);
        return;
    case MP_LIST:
    case MP_TUPLE:
    case MP_DICT:
        buf_addc(b, v->type == MP_DICT ? '{' : '[');
        for (size_t i = 0; v->u.seq.items && i < v->u.seq.n; i++) {
            if (i) {
                buf_addc(b, ',');
            }
            if (v->type == MP_DICT) {
                const mp_value *k = &v->u.seq.keys[i];
                if (k->type == MP_STR) {
                    value_json(b, k, depth + 1);
                } else {
                    Buf kb = {0};
                    if (k->type == MP_NONE) {
                        buf_adds(&kb, "null");
                    } else {
                        value_json(&kb, k, depth + 1);
                    }
                    if (kb.n && kb.p[0] == '"') {
                        buf_add(b, kb.p, kb.n);
                    } else {
                        rpc_json_string(b, kb.p ? kb.p : "", kb.n);
                    }
                    buf_free(&kb);
                }
                buf_addc(b, ':');
            }
            value_json(b, &v->u.seq.items[i], depth + 1);
        }
        buf_addc(b, v->type == MP_DICT ? '}' : ']');
        return;
    default:
        buf_adds(b, "null");
        return;
    }
}

/* The Python side of every host function (S.hostfn's call): args is {n, trees...}. Returns
 * true and a tree; "json" and a JSON text; or false, a type name and a message. */
static int capi_hostcall(lua_State *L) {
    HostFn *h = lua_touserdata(L, lua_upvalueindex(1));
    lua_settop(L, 1);
    lua_getfield(L, 1, "n");
    lua_Integer n = lua_tointeger(L, -1);
    lua_pop(L, 1);
    if (n < 0) {
        n = 0;
    }
    luaL_checkstack(L, 20, NULL);
    Arena a = {0};
    mp_value *args = arena_alloc(&a, (size_t)(n ? n : 1) * sizeof(mp_value));
    if (!args) {
        arena_free(&a);
        return py_raise(L, "MemoryError", "out of memory");
    }
    for (lua_Integer i = 1; i <= n; i++) {
        lua_rawgeti(L, 1, i);
        tree_value(L, -1, &args[i - 1], &a, 0);
        lua_pop(L, 1);
    }
    /* the arguments' strings point into the trees of table 1, which stays on the stack */
    mp_call call = {.s = h->s, .L = L};
    int rc;
    char *json = NULL;
    if (h->jfn) {
        Buf j = {0};
        mp_value arr = {.type = MP_LIST};
        arr.u.seq.items = args;
        arr.u.seq.n = (size_t)n;
        value_json(&j, &arr, 0);
        buf_addc(&j, '\0'); /* NUL-terminated too */
        j.n--;
        rc = h->jfn(h->ud, j.p ? j.p : "[]", j.n, &json);
        buf_free(&j);
        if (rc) {
            mp_raise(&call, "RuntimeError", json ? json : "the host function failed");
            free(json);
            json = NULL;
        } else if (json && !rpc_json_valid(json, strlen(json), RPC_DEPTH_MAX)) {
            /* the host's bug, said as one (json.loads would blame the Python line) */
            mp_raise(&call, "RuntimeError",
                     "the host function returned text that is not JSON (or is nested deeper "
                     "than 1000)");
            free(json);
            json = NULL;
        }
    } else {
        rc = h->fn(h->ud, &call, args, (size_t)n);
        if (rc && !call.raised) {
            mp_raise(&call, "RuntimeError", "the host function failed");
        }
    }
    arena_free(&a);
    if (call.raised) {
        lua_pushboolean(L, 0);
        lua_pushstring(L, call.type);
        lua_pushlstring(L, call.msg.p ? call.msg.p : "", call.msg.n);
        buf_free(&call.msg); /* the strings are pushed: nothing malloc'd is left */
        return 3;
    }
    buf_free(&call.msg);
    if (json) {
        lua_pushliteral(L, "json");
        Buf b = {0};
        buf_add_utf8(&b, json, strlen(json));
        free(json);
        lua_pushlstring(L, b.p ? b.p : "null", b.n ? b.n : 4); /* may raise: b leaks only then */
        buf_free(&b);
        return 2;
    }
    lua_pushboolean(L, 1);
    if (call.returned) {
        lua_pushvalue(L, -2); /* the tree, pushed by mp_return */
    } else {
        lua_pushlightuserdata(L, NULL);
    }
    return 2;
}

static int capi_register(mp_state *s, const char *name, mp_host_value_fn fn, mp_host_fn jfn,
                         void *ud) {
    if (s->busy || !capi_ident(name)) {
        return 1;
    }
    HostFn *h = calloc(1, sizeof *h);
    if (!h) {
        return 1;
    }
    *h = (HostFn){s->hosts, s, fn, jfn, ud};
    s->hosts = h;
    lua_State *L = sbx_state(s->sbx);
    lua_settop(L, 0);
    arena_free(&s->arena);
    sbx_session_fn(s->sbx, "setbuiltin");
    lua_pushstring(L, name);
    sbx_session_fn(s->sbx, "hostfn");
    lua_pushstring(L, name);
    lua_pushlightuserdata(L, h);
    lua_pushcclosure(L, capi_hostcall, 1);
    if (lua_pcall(L, 2, 1, 0) != LUA_OK || lua_pcall(L, 2, 0, 0) != LUA_OK) {
        lua_settop(L, 0);
        return 1;
    }
    lua_settop(L, 0);
    return 0;
}

int mp_register(mp_state *s, const char *name, mp_host_fn fn, void *ud) {
    return fn ? capi_register(s, name, NULL, fn, ud) : 1;
}

int mp_register_value(mp_state *s, const char *name, mp_host_value_fn fn, void *ud) {
    return fn ? capi_register(s, name, fn, NULL, ud) : 1;
}
