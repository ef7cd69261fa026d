/*
 * modre.c: the regular-expression engine under Python's `re` (runtime/modre.lua), a thin wrapper of
 * PCRE2 (8-bit, UTF). modre.lua translates Python's syntax to PCRE2's, keeps group names
 * and turns byte offsets into code-point indices; this file only compiles and matches.
 *
 *   compile(pattern, opts) -> code, ncaptures  |  nil, message, byte offset
 *       opts: RE_I | RE_M | RE_S | RE_ASCII (bits below)
 *   match(code, subject, startbyte, endbyte, mode, ov) -> npairs | false | nil, message
 *       mode: RE_ANCHORED | RE_ENDANCHORED | RE_NOTEMPTY_ATSTART; offsets are 0-based bytes;
 *       ov[1..2*npairs] receives start and end byte offsets, -1 for a group that did not take part.
 *
 * PCRE2 allocates through the Lua state's allocator (so the sandbox's memory cap covers it);
 * every PCRE2 object is owned by a userdata with __gc, so a Lua error never leaks one.
 * The match and heap limits bound catastrophic backtracking: past them match() returns
 * nil, message and the Lua side raises re.error.
 */
#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>
#include <string.h>
#include "py.h"

#define RE_I 1
#define RE_M 2
#define RE_S 4
#define RE_ASCII 8

#define RE_ANCHORED 1
#define RE_ENDANCHORED 2
#define RE_NOTEMPTY_ATSTART 4

/* Limits of one pcre2_match call (the sandbox's other limits live in the host). */
#define RE_MATCH_LIMIT 5000000u /* backtracking steps */
#define RE_DEPTH_LIMIT 5000000u /* nested backtracking points */
#define RE_HEAP_LIMIT 65536u    /* KiB of backtracking frames */

#define RE_CTX "py.re.ctx"
#define RE_CODE "py.re.code"

/* One per Lua state: PCRE2's contexts, allocating through Lua's allocator. */
typedef struct ReCtx {
    lua_Alloc allocf;
    void *allocud;
    pcre2_general_context *gctx;
    pcre2_compile_context *cctx;
    pcre2_match_context *mctx;
} ReCtx;

/* A compiled pattern and the match data sized for it. */
typedef struct ReCode {
    pcre2_code *code;
    pcre2_match_data *md;
    uint32_t ncap;
} ReCode;

#define RE_HDR 16 /* room for the block size, keeping malloc's alignment */

static void *re_malloc(PCRE2_SIZE n, void *data) {
    ReCtx *c = data;
    char *p = c->allocf(c->allocud, NULL, 0, n + RE_HDR);
    if (p == NULL) {
        return NULL;
    }
    memcpy(p, &n, sizeof n);
    return p + RE_HDR;
}

static void re_free(void *ptr, void *data) {
    ReCtx *c = data;
    if (ptr == NULL) {
        return;
    }
    char *p = (char *)ptr - RE_HDR;
    PCRE2_SIZE n;
    memcpy(&n, p, sizeof n);
    c->allocf(c->allocud, p, n + RE_HDR, 0);
}

static int ctx_gc(lua_State *L) {
    ReCtx *c = luaL_checkudata(L, 1, RE_CTX);
    pcre2_match_context_free(c->mctx);
    pcre2_compile_context_free(c->cctx);
    pcre2_general_context_free(c->gctx);
    c->mctx = NULL;
    c->cctx = NULL;
    c->gctx = NULL;
    return 0;
}

static int code_gc(lua_State *L) {
    ReCode *rc = luaL_checkudata(L, 1, RE_CODE);
    pcre2_match_data_free(rc->md);
    pcre2_code_free(rc->code);
    rc->md = NULL;
    rc->code = NULL;
    return 0;
}

static ReCtx *re_ctx(lua_State *L) {
    return lua_touserdata(L, lua_upvalueindex(1));
}

/* compile(pattern, opts) */
static int re_compile(lua_State *L) {
    ReCtx *c = re_ctx(L);
    size_t len;
    const char *pat = luaL_checklstring(L, 1, &len);
    lua_Integer opts = luaL_checkinteger(L, 2);
    py_charge(L, 16 + (long long)len);
    uint32_t o = PCRE2_UTF | PCRE2_ALT_CIRCUMFLEX;
    if (!(opts & RE_ASCII)) {
        o |= PCRE2_UCP;
    }
    if (opts & RE_I) {
        o |= PCRE2_CASELESS;
    }
    if (opts & RE_M) {
        o |= PCRE2_MULTILINE;
    }
    if (opts & RE_S) {
        o |= PCRE2_DOTALL;
    }
    ReCode *rc = lua_newuserdatauv(L, sizeof *rc, 1);
    rc->code = NULL;
    rc->md = NULL;
    rc->ncap = 0;
    luaL_setmetatable(L, RE_CODE);
    lua_pushvalue(L, lua_upvalueindex(1)); /* the contexts outlive every code */
    lua_setiuservalue(L, -2, 1);
    int err;
    PCRE2_SIZE erroff;
    rc->code = pcre2_compile((PCRE2_SPTR)pat, len, o, &err, &erroff, c->cctx);
    if (rc->code == NULL) {
        if (err == PCRE2_ERROR_HEAP_FAILED) {
            return py_limit(L, "MemoryError", "memory limit exceeded");
        }
        PCRE2_UCHAR msg[256];
        if (pcre2_get_error_message(err, msg, sizeof msg) < 0) {
            strcpy((char *)msg, "invalid pattern");
        }
        lua_pushnil(L);
        lua_pushstring(L, (const char *)msg);
        lua_pushinteger(L, (lua_Integer)erroff);
        lua_pushinteger(L, err);
        return 4;
    }
    pcre2_pattern_info(rc->code, PCRE2_INFO_CAPTURECOUNT, &rc->ncap);
    rc->md = pcre2_match_data_create_from_pattern(rc->code, c->gctx);
    if (rc->md == NULL) {
        return py_limit(L, "MemoryError", "memory limit exceeded");
    }
    lua_pushinteger(L, rc->ncap);
    return 2;
}

/* match(code, subject, startbyte, endbyte, mode) -> a new table of the match's 0-based byte
 * offsets {start0, end0, start1, end1, ...} (-1 for a group that did not take part), false
 * when nothing matches, or nil and a message */
static int re_match(lua_State *L) {
    ReCtx *c = re_ctx(L);
    ReCode *rc = luaL_checkudata(L, 1, RE_CODE);
    size_t len;
    const char *s = luaL_checklstring(L, 2, &len);
    lua_Integer start = luaL_checkinteger(L, 3);
    lua_Integer end = luaL_checkinteger(L, 4);
    lua_Integer mode = luaL_checkinteger(L, 5);
    if (rc->code == NULL) {
        return luaL_error(L, "pattern already freed");
    }
    if (end < 0 || (size_t)end > len) {
        end = (lua_Integer)len;
    }
    if (start < 0) {
        start = 0;
    }
    if (start > end) {
        lua_pushboolean(L, 0);
        return 1;
    }
    py_charge(L, 8 + (end - start) / 8);
    uint32_t o = PCRE2_NO_UTF_CHECK;
    if (mode & RE_ANCHORED) {
        o |= PCRE2_ANCHORED;
    }
    if (mode & RE_ENDANCHORED) {
        o |= PCRE2_ENDANCHORED;
    }
    if (mode & RE_NOTEMPTY_ATSTART) {
        o |= PCRE2_NOTEMPTY_ATSTART;
    }
    int n = pcre2_match(rc->code, (PCRE2_SPTR)s, (PCRE2_SIZE)end, (PCRE2_SIZE)start, o, rc->md,
                        c->mctx);
    if (n == PCRE2_ERROR_NOMATCH) {
        lua_pushboolean(L, 0);
        return 1;
    }
    if (n == PCRE2_ERROR_NOMEMORY) {
        return py_limit(L, "MemoryError", "memory limit exceeded");
    }
    if (n < 0) {
        PCRE2_UCHAR msg[256];
        if (n == PCRE2_ERROR_MATCHLIMIT || n == PCRE2_ERROR_DEPTHLIMIT ||
            n == PCRE2_ERROR_HEAPLIMIT) {
            strcpy((char *)msg, "regular expression too complex: backtracking limit exceeded");
        } else if (pcre2_get_error_message(n, msg, sizeof msg) < 0) {
            strcpy((char *)msg, "match error");
        }
        lua_pushnil(L);
        lua_pushstring(L, (const char *)msg);
        return 2;
    }
    /* n == 0 cannot happen: the match data has room for every group. */
    uint32_t npairs = rc->ncap + 1;
    PCRE2_SIZE *ov = pcre2_get_ovector_pointer(rc->md);
    lua_settop(L, 5);
    lua_createtable(L, (int)(2 * npairs), 0);
    for (uint32_t i = 0; i < npairs; i++) {
        lua_Integer a = -1, b = -1;
        if ((int)i < n && ov[2 * i] != PCRE2_UNSET) {
            a = (lua_Integer)ov[2 * i];
            b = (lua_Integer)ov[2 * i + 1];
        }
        lua_pushinteger(L, a);
        lua_rawseti(L, 6, 2 * i + 1);
        lua_pushinteger(L, b);
        lua_rawseti(L, 6, 2 * i + 2);
    }
    return 1;
}

static const luaL_Reg re_funcs[] = {
    {"compile", re_compile},
    {"match", re_match},
    {NULL, NULL},
};

int luaopen_py_re(lua_State *L) {
    if (luaL_newmetatable(L, RE_CODE)) {
        lua_pushcfunction(L, code_gc);
        lua_setfield(L, -2, "__gc");
        lua_pushliteral(L, "re.code");
        lua_setfield(L, -2, "__name");
    }
    lua_pop(L, 1);
    ReCtx *c = lua_newuserdatauv(L, sizeof *c, 0);
    memset(c, 0, sizeof *c);
    c->allocf = lua_getallocf(L, &c->allocud);
    if (luaL_newmetatable(L, RE_CTX)) {
        lua_pushcfunction(L, ctx_gc);
        lua_setfield(L, -2, "__gc");
    }
    lua_setmetatable(L, -2);
    c->gctx = pcre2_general_context_create(re_malloc, re_free, c);
    c->cctx = c->gctx ? pcre2_compile_context_create(c->gctx) : NULL;
    c->mctx = c->gctx ? pcre2_match_context_create(c->gctx) : NULL;
    if (c->mctx == NULL || c->cctx == NULL) {
        return luaL_error(L, "cannot create the regular expression engine");
    }
    pcre2_set_newline(c->cctx, PCRE2_NEWLINE_LF);
    pcre2_set_match_limit(c->mctx, RE_MATCH_LIMIT);
    pcre2_set_depth_limit(c->mctx, RE_DEPTH_LIMIT);
    pcre2_set_heap_limit(c->mctx, RE_HEAP_LIMIT);
    luaL_newlibtable(L, re_funcs);
    lua_pushvalue(L, -2);
    luaL_setfuncs(L, re_funcs, 1);
    lua_remove(L, -2);
    return 1;
}
