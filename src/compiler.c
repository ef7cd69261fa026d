/*
 * compiler.c: the trusted compiler state. It holds LPeg and the transpiler modules
 * (embedded from transpiler/), and never runs user code: text in, text out.
 */
#include <stdlib.h>
#include <string.h>
#include "lauxlib.h"
#include "lualib.h"
#include "lua-lpeg.h"
#include "moonpy_int.h"

struct Compiler {
    lua_State *L;
    double deadline; /* of the translation under way; 0: none */
    int timed_out;
    Buf err; /* the last translation error, as valid UTF-8 without NUL bytes */
};

#define CMP_SELF "moonpy.compiler"
#define CMP_HOOK_COUNT 10000
#define CMP_TIMEOUT "TimeoutError: " SBX_TIME_LIMIT " (while translating the program)\n"

/* The translation's time limit: a count hook that stops the transpiler past the deadline (its
 * time is spent in Lua code, so the hook sees it); whatever the transpiler makes of the error,
 * the translation then fails with CMP_TIMEOUT. */
static void cmp_hook(lua_State *L, lua_Debug *ar) {
    (void)ar;
    lua_getfield(L, LUA_REGISTRYINDEX, CMP_SELF);
    Compiler *c = lua_touserdata(L, -1);
    lua_pop(L, 1);
    if (c && c->deadline > 0 && py_clock() > c->deadline) {
        c->timed_out = 1;
        lua_pushliteral(L, CMP_TIMEOUT);
        lua_error(L);
    }
}

/* require(name) for the transpiler's own modules, from the embedded sources only; a name that
 * transpiler/ lacks comes from runtime/, for the files both states share (charname and the
 * name table data/unicodenames behind "\N{...}"). */
static int cmp_require(lua_State *L) {
    const char *name = luaL_checkstring(L, 1);
    lua_getfield(L, LUA_REGISTRYINDEX, LUA_LOADED_TABLE);
    if (lua_getfield(L, -1, name) != LUA_TNIL) {
        return 1;
    }
    lua_pop(L, 1);
    if (!emb_load(L, "transpiler", name) && !emb_load(L, "runtime", name)) {
        return luaL_error(L, "module '%s' not found", name);
    }
    lua_pushstring(L, name);
    lua_call(L, 1, 1);
    if (lua_isnil(L, -1)) {
        lua_pop(L, 1);
        lua_pushboolean(L, 1);
    }
    lua_pushvalue(L, -1);
    lua_setfield(L, -3, name);
    return 1;
}

Compiler *cmp_new(void) {
    Compiler *c = calloc(1, sizeof *c);
    if (!c) {
        return NULL;
    }
    c->L = luaL_newstate();
    if (!c->L) {
        free(c);
        return NULL;
    }
    /* What the transpiler's files use, and nothing else (no io, os, debug, package, coroutine):
     * the base functions, string, table, math, utf8, and LPeg as require "lpeg". */
    emb_openlib(c->L, LUA_GNAME, luaopen_base);
    emb_openlib(c->L, LUA_STRLIBNAME, luaopen_string);
    emb_openlib(c->L, LUA_TABLIBNAME, luaopen_table);
    emb_openlib(c->L, LUA_MATHLIBNAME, luaopen_math);
    emb_openlib(c->L, LUA_UTF8LIBNAME, luaopen_utf8);
    luaL_requiref(c->L, "lpeg", luaopen_lpeg, 0);
    lua_pop(c->L, 1);
    lua_pushlightuserdata(c->L, c);
    lua_setfield(c->L, LUA_REGISTRYINDEX, CMP_SELF);
    /* the base library's loaders of files and code: the transpiler loads only embedded chunks */
    lua_pushnil(c->L);
    lua_setglobal(c->L, "dofile");
    lua_pushnil(c->L);
    lua_setglobal(c->L, "loadfile");
    lua_pushcfunction(c->L, cmp_require);
    lua_setglobal(c->L, "require");
    return c;
}

void cmp_free(Compiler *c) {
    if (c) {
        lua_close(c->L);
        buf_free(&c->err);
        free(c);
    }
}

lua_State *cmp_state(Compiler *c) {
    return c->L;
}

static int cmp_pmain(lua_State *L) {
    lua_pushcfunction(L, cmp_require);
    lua_pushliteral(L, "translate");
    lua_call(L, 1, 1);
    lua_getfield(L, -1, "to_lua");
    lua_pushvalue(L, 1);
    lua_pushvalue(L, 2);
    lua_createtable(L, 0, 1);
    lua_pushboolean(L, lua_toboolean(L, 3));
    lua_setfield(L, -2, "keep_last");
    lua_call(L, 3, 2);
    return 2;
}

int cmp_translate(Compiler *c, const char *src, size_t len, const char *filename, const char **lua,
                  size_t *lualen, const char **linemap, const char **err) {
    return cmp_translate_opts(c, src, len, filename, 0, 0, lua, lualen, linemap, err);
}

/* The error text at the top of the stack, made printable: the transpiler echoes the source line,
 * which may hold NUL bytes (a C string would end there) or bytes that are not UTF-8. */
static const char *cmp_error(Compiler *c, const char *fallback) {
    size_t n;
    const char *s = lua_tolstring(c->L, -1, &n);
    if (!s) {
        s = fallback, n = strlen(fallback);
    }
    c->err.n = 0;
    buf_add_utf8(&c->err, s, n);
    buf_addc(&c->err, '\0');
    return c->err.p;
}

int cmp_translate_opts(Compiler *c, const char *src, size_t len, const char *filename,
                       int keep_last, double deadline, const char **lua, size_t *lualen,
                       const char **linemap, const char **err) {
    lua_State *L = c->L;
    lua_settop(L, 0);
    c->deadline = deadline;
    c->timed_out = 0;
    lua_sethook(L, deadline > 0 ? cmp_hook : NULL, LUA_MASKCOUNT, CMP_HOOK_COUNT);
    lua_pushcfunction(L, cmp_pmain);
    lua_pushlstring(L, src, len);
    lua_pushstring(L, filename);
    lua_pushboolean(L, keep_last);
    int st = lua_pcall(L, 3, 2, 0);
    lua_sethook(L, NULL, 0, 0);
    if (c->timed_out) {
        *err = CMP_TIMEOUT;
        return 0;
    }
    if (st != LUA_OK) {
        *err = cmp_error(c, "internal error in the translator");
        return 0;
    }
    if (lua_isnil(L, -2)) {
        *err = cmp_error(c, "SyntaxError: invalid syntax");
        return 0;
    }
    *lua = lua_tolstring(L, -2, lualen);
    *linemap = lua_tostring(L, -1);
    return 1;
}

static int cmp_pinteractive(lua_State *L) {
    lua_pushcfunction(L, cmp_require);
    lua_pushliteral(L, "interactive");
    lua_call(L, 1, 1);
    lua_getfield(L, -1, "compile");
    lua_pushvalue(L, 1);
    lua_pushvalue(L, 2);
    lua_pushvalue(L, 3); /* the mode */
    lua_pushvalue(L, 4);
    lua_call(L, 4, 4);
    return 4;
}

int cmp_interactive(Compiler *c, const char *src, size_t len, const char *filename,
                    const char *mode, int want_ast, double deadline, CmpInteractive *out) {
    lua_State *L = c->L;
    memset(out, 0, sizeof *out);
    lua_settop(L, 0);
    c->deadline = deadline;
    c->timed_out = 0;
    lua_sethook(L, deadline > 0 ? cmp_hook : NULL, LUA_MASKCOUNT, CMP_HOOK_COUNT);
    lua_pushcfunction(L, cmp_pinteractive);
    lua_pushlstring(L, src, len);
    lua_pushstring(L, filename);
    lua_pushstring(L, mode);
    lua_pushboolean(L, want_ast);
    int st = lua_pcall(L, 4, 4, 0);
    lua_sethook(L, NULL, 0, 0);
    if (c->timed_out || st != LUA_OK) {
        out->err = c->timed_out ? CMP_TIMEOUT : cmp_error(c, "internal error in the translator");
        return -1;
    }
    const char *status = lua_tostring(L, 1);
    if (status && strcmp(status, "incomplete") == 0) {
        return 0;
    }
    if (!status || strcmp(status, "ok") != 0) {
        lua_settop(L, 2);
        out->err = cmp_error(c, "SyntaxError: invalid syntax");
        return -1;
    }
    out->lua = lua_tolstring(L, 2, &out->lualen);
    out->linemap = lua_tostring(L, 3);
    out->ast = lua_tostring(L, 4);
    return 1;
}
