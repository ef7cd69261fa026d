/*
 * modjson.c: the C part of Python's `json` (the rest is modjson.lua): the scanner of
 * json.loads and the encoder of json.dumps for the common case, byte-exact with CPython 3.11
 * (Modules/_json.c and json/encoder.py): the same separators, indentation, escapes
 * (ensure_ascii or not), float reprs, key conversions, sort_keys order and error messages
 * with positions. modjson.lua keeps what needs Python calls: the hooks of loads
 * (object_hook, object_pairs_hook, parse_float, parse_int, parse_constant), which run its Lua
 * decoder, and, for dumps, the values that are not plain (subclasses, `default`), which the
 * encoder hands to a Lua callback.
 *
 * Values: str is a Lua string, int a Lua integer or a py.int, float a Lua float, bool a Lua
 * boolean, None the runtime's None; lists, tuples and dicts are tables with the runtime's
 * metatables (given by setup()). A dict is objdict.lua's layout: ["#k"] keys and ["#v"]
 * values by slot, ["#i"] key -> slot, ["#n"] slots used, ["#len"] live entries; a deleted
 * slot's key is objdict's tomb, a userdata without a metatable, which no Python key is.
 * setup() checks that layout on a fresh dict and turns the C paths off if it changed.
 *
 * Output is built in a buffer owned by a userdata (memory from the Lua allocator, so the
 * memory cap counts it); the work is charged to the operation budget.
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "lauxlib.h"
#include "objfloat.h"
#include "objint.h"

#define JSON_MAXDEPTH 990
/* upvalue 1 of every function: the configuration table setup() fills */
enum { CF_LIST = 1, CF_TUPLE, CF_DICT, CF_NONE, CF_BIG, CF_FROMSTRING, CF_OK };

/* ---- the output buffer ---- */

/* The bytes live in a userdata, the JBuf's user value: memory the collector owns, so an error
 * raised halfway (a limit, a RecursionError) leaves nothing to free by hand (no finalizer is
 * trusted to run in the sandbox). Growing makes a bigger userdata and copies. */
typedef struct {
    char *p;
    size_t n, cap;
    int idx; /* the JBuf's own stack slot (absolute) */
} JBuf;

static JBuf *jb_new(lua_State *L) {
    JBuf *b = lua_newuserdatauv(L, sizeof *b, 1);
    memset(b, 0, sizeof *b);
    b->idx = lua_gettop(L);
    return b;
}

static void jb_grow(lua_State *L, JBuf *b, size_t extra) {
    size_t cap = b->cap ? b->cap : 256;
    while (cap < b->n + extra) {
        if (cap > ((size_t)1 << 40)) {
            py_limit(L, "MemoryError", "memory limit exceeded");
        }
        cap *= 2;
    }
    char *p = lua_newuserdatauv(L, cap, 0); /* raises MemoryError at the memory cap */
    if (b->n > 0) {
        memcpy(p, b->p, b->n);
    }
    lua_setiuservalue(L, b->idx, 1);
    size_t grown = cap - b->cap;
    b->p = p;
    b->cap = cap;
    py_charge(L, (long long)(grown / 64)); /* may raise: the buffer is whole by then */
}

static inline void jb_add(lua_State *L, JBuf *b, const char *s, size_t n) {
    if (n == 0) {
        return; /* the buffer may not exist yet: memcpy takes no NULL (UBSan) */
    }
    if (b->n + n > b->cap) {
        jb_grow(L, b, n);
    }
    memcpy(b->p + b->n, s, n);
    b->n += n;
}

static inline void jb_char(lua_State *L, JBuf *b, char c) {
    if (b->n + 1 > b->cap) {
        jb_grow(L, b, 1);
    }
    b->p[b->n++] = c;
}

/* ---- the decoder ---- */

typedef struct {
    lua_State *L;
    const unsigned char *s;
    size_t len;
    int strict, depth;
    int cf;          /* stack index of the configuration table */
    JBuf *sb;        /* scratch for strings with escapes */
    const char *err; /* a JSONDecodeError message, or "object"/"array" for RecursionError */
    size_t errpos;   /* 1-based byte position of the error */
    int recursion;
} Dec;

#define CH(i) ((i) <= d->len ? d->s[(i)-1] : 0) /* byte at 1-based index i, 0 past the end */

static int dfail(Dec *d, const char *msg, size_t pos) {
    d->err = msg;
    d->errpos = pos;
    return 0;
}

static size_t ws(Dec *d, size_t i) {
    while (i <= d->len) {
        unsigned char c = d->s[i - 1];
        if (c != ' ' && c != '\t' && c != '\n' && c != '\r') {
            break;
        }
        i++;
    }
    return i;
}

static int hexval(int c) {
    if (c >= '0' && c <= '9') {
        return c - '0';
    }
    c |= 0x20;
    if (c >= 'a' && c <= 'f') {
        return c - 'a' + 10;
    }
    return -1;
}

/* Four hex digits at 1-based i, or -1. */
static long hex4(Dec *d, size_t i) {
    if (i + 3 > d->len) {
        return -1;
    }
    long v = 0;
    for (int k = 0; k < 4; k++) {
        int h = hexval(d->s[i - 1 + k]);
        if (h < 0) {
            return -1;
        }
        v = v * 16 + h;
    }
    return v;
}

static void put_utf8(lua_State *L, JBuf *b, unsigned long cp) {
    char u[4];
    size_t n;
    if (cp < 0x80) {
        u[0] = (char)cp;
        n = 1;
    } else if (cp < 0x800) {
        u[0] = (char)(0xc0 | (cp >> 6));
        u[1] = (char)(0x80 | (cp & 0x3f));
        n = 2;
    } else if (cp < 0x10000) {
        u[0] = (char)(0xe0 | (cp >> 12));
        u[1] = (char)(0x80 | ((cp >> 6) & 0x3f));
        u[2] = (char)(0x80 | (cp & 0x3f));
        n = 3;
    } else {
        u[0] = (char)(0xf0 | (cp >> 18));
        u[1] = (char)(0x80 | ((cp >> 12) & 0x3f));
        u[2] = (char)(0x80 | ((cp >> 6) & 0x3f));
        u[3] = (char)(0x80 | (cp & 0x3f));
        n = 4;
    }
    jb_add(L, b, u, n);
}

/* i: 1-based index just after the opening quote. Pushes the string; *next = after it. */
static int scanstring(Dec *d, size_t i, size_t *next) {
    size_t begin = i - 1;
    int escaped = 0;
    for (;;) {
        size_t j = i;
        while (j <= d->len) {
            unsigned char c = d->s[j - 1];
            if (c == '"' || c == '\\' || c < 0x20) {
                break;
            }
            j++;
        }
        if (j > d->len) {
            return dfail(d, "Unterminated string starting at", begin);
        }
        unsigned char c = d->s[j - 1];
        if (c == '"') {
            if (!escaped) {
                lua_pushlstring(d->L, (const char *)d->s + i - 1, j - i);
            } else {
                jb_add(d->L, d->sb, (const char *)d->s + i - 1, j - i);
                lua_pushlstring(d->L, d->sb->p, d->sb->n);
            }
            *next = j + 1;
            return 1;
        }
        if (!escaped) {
            escaped = 1;
            d->sb->n = 0;
        }
        jb_add(d->L, d->sb, (const char *)d->s + i - 1, j - i);
        if (c != '\\') {
            if (d->strict) {
                return dfail(d, "Invalid control character at", j);
            }
            jb_char(d->L, d->sb, (char)c);
            i = j + 1;
            continue;
        }
        if (j + 1 > d->len) {
            return dfail(d, "Unterminated string starting at", begin);
        }
        unsigned char e = d->s[j];
        if (e != 'u') {
            char r;
            switch (e) {
            case '"':
                r = '"';
                break;
            case '\\':
                r = '\\';
                break;
            case '/':
                r = '/';
                break;
            case 'b':
                r = '\b';
                break;
            case 'f':
                r = '\f';
                break;
            case 'n':
                r = '\n';
                break;
            case 'r':
                r = '\r';
                break;
            case 't':
                r = '\t';
                break;
            default:
                return dfail(d, "Invalid \\escape", j);
            }
            jb_char(d->L, d->sb, r);
            i = j + 2;
            continue;
        }
        long cp = hex4(d, j + 2);
        if (cp < 0 || j + 6 > d->len) {
            return dfail(d, "Invalid \\uXXXX escape", j + 1);
        }
        i = j + 6;
        if (cp >= 0xd800 && cp <= 0xdbff && CH(i) == '\\' && CH(i + 1) == 'u') {
            long lo = hex4(d, i + 2);
            if (lo < 0 || i + 6 > d->len) {
                return dfail(d, "Invalid \\uXXXX escape", i + 1);
            }
            if (lo >= 0xdc00 && lo <= 0xdfff) {
                cp = 0x10000 + ((cp - 0xd800) << 10) + (lo - 0xdc00);
                i += 6;
            }
        }
        put_utf8(d->L, d->sb, (unsigned long)cp);
    }
}

static int value(Dec *d, size_t i, size_t *next);

/* Pushes the number at i (1-based); returns 0 with no error set when there is none. */
static int number(Dec *d, size_t i, size_t *next) {
    size_t j = i;
    if (CH(j) == '-') {
        j++;
    }
    unsigned char b = CH(j);
    if (b == '0') {
        j++;
    } else if (b >= '1' && b <= '9') {
        j++;
        while (CH(j) >= '0' && CH(j) <= '9') {
            j++;
        }
    } else {
        return 0;
    }
    int isfloat = 0;
    if (CH(j) == '.' && CH(j + 1) >= '0' && CH(j + 1) <= '9') {
        j += 2;
        while (CH(j) >= '0' && CH(j) <= '9') {
            j++;
        }
        isfloat = 1;
    }
    b = CH(j);
    if (b == 'e' || b == 'E') {
        size_t k = j + 1;
        if (CH(k) == '+' || CH(k) == '-') {
            k++;
        }
        if (CH(k) >= '0' && CH(k) <= '9') {
            while (CH(k) >= '0' && CH(k) <= '9') {
                k++;
            }
            j = k;
            isfloat = 1;
        }
    }
    const char *text = (const char *)d->s + i - 1;
    size_t n = j - i;
    if (isfloat) {
        double x;
        if (!py_float_parse(text, n, &x)) {
            return dfail(d, "Expecting value", i);
        }
        lua_pushnumber(d->L, x);
    } else if (n < 19) {
        lua_Integer v = 0;
        size_t k = text[0] == '-';
        for (; k < n; k++) {
            v = v * 10 + (text[k] - '0');
        }
        lua_pushinteger(d->L, text[0] == '-' ? -v : v);
    } else {
        lua_rawgeti(d->L, d->cf, CF_FROMSTRING);
        lua_pushlstring(d->L, text, n);
        lua_call(d->L, 1, 1);
    }
    *next = j;
    return 1;
}

static int enter(Dec *d, const char *what) {
    if (++d->depth > JSON_MAXDEPTH) {
        d->recursion = 1;
        d->err = what;
        return 0;
    }
    luaL_checkstack(d->L, 8, "JSON nesting");
    return 1;
}

/* i: after '{'. The pairs go on the stack first, so the dict's tables are made at their size. */
static int object(Dec *d, size_t i, size_t *next) {
    lua_State *L = d->L;
    if (!enter(d, "object")) {
        return 0;
    }
    int base = lua_gettop(L);
    int npairs = 0;
    i = ws(d, i);
    if (CH(i) == '}') {
        i++;
    } else {
        for (;;) {
            if (CH(i) != '"') {
                return dfail(d, "Expecting property name enclosed in double quotes", i);
            }
            luaL_checkstack(L, 4, "JSON object");
            if (!scanstring(d, i + 1, &i)) {
                return 0;
            }
            i = ws(d, i);
            if (CH(i) != ':') {
                return dfail(d, "Expecting ':' delimiter", i);
            }
            i = ws(d, i + 1);
            if (!value(d, i, &i)) {
                return 0;
            }
            npairs++;
            i = ws(d, i);
            unsigned char c = CH(i);
            if (c == '}') {
                i++;
                break;
            }
            if (c != ',') {
                return dfail(d, "Expecting ',' delimiter", i);
            }
            i = ws(d, i + 1);
        }
    }
    luaL_checkstack(L, 8, "JSON object");
    lua_createtable(L, 0, 5); /* the dict, then its #k, #v, #i */
    int dict = lua_gettop(L);
    lua_createtable(L, npairs, 0);
    lua_createtable(L, npairs, 0);
    lua_createtable(L, 0, npairs);
    lua_Integer n = 0;
    for (int p = 0; p < npairs; p++) {
        int k = base + 1 + 2 * p;
        lua_pushvalue(L, k);
        if (lua_rawget(L, dict + 3) == LUA_TNUMBER) { /* a repeated key: the last value */
            lua_Integer slot = lua_tointeger(L, -1);
            lua_pop(L, 1);
            lua_pushvalue(L, k + 1);
            lua_rawseti(L, dict + 2, slot);
            continue;
        }
        lua_pop(L, 1);
        n++;
        lua_pushvalue(L, k);
        lua_rawseti(L, dict + 1, n);
        lua_pushvalue(L, k + 1);
        lua_rawseti(L, dict + 2, n);
        lua_pushvalue(L, k);
        lua_pushinteger(L, n);
        lua_rawset(L, dict + 3);
    }
    lua_setfield(L, dict, "#i");
    lua_setfield(L, dict, "#v");
    lua_setfield(L, dict, "#k");
    lua_pushinteger(L, n);
    lua_setfield(L, dict, "#n");
    lua_pushinteger(L, n);
    lua_setfield(L, dict, "#len");
    lua_rawgeti(L, d->cf, CF_DICT);
    lua_setmetatable(L, dict);
    if (dict != base + 1) {
        lua_replace(L, base + 1);
        lua_settop(L, base + 1);
    }
    d->depth--;
    *next = i;
    return 1;
}

/* i: after '[' */
static int array(Dec *d, size_t i, size_t *next) {
    lua_State *L = d->L;
    if (!enter(d, "array")) {
        return 0;
    }
    lua_newtable(L);
    int t = lua_gettop(L);
    lua_Integer n = 0;
    i = ws(d, i);
    if (CH(i) == ']') {
        i++;
    } else {
        for (;;) {
            if (!value(d, i, &i)) {
                return 0;
            }
            lua_rawseti(L, t, ++n);
            i = ws(d, i);
            unsigned char c = CH(i);
            if (c == ']') {
                i++;
                break;
            }
            if (c != ',') {
                return dfail(d, "Expecting ',' delimiter", i);
            }
            i = ws(d, i + 1);
        }
    }
    lua_rawgeti(L, d->cf, CF_LIST);
    lua_setmetatable(L, t);
    d->depth--;
    *next = i;
    return 1;
}

static int word(Dec *d, size_t i, const char *w, size_t n) {
    return i + n - 1 <= d->len && memcmp(d->s + i - 1, w, n) == 0;
}

static int value(Dec *d, size_t i, size_t *next) {
    lua_State *L = d->L;
    switch (CH(i)) {
    case '"':
        return scanstring(d, i + 1, next);
    case '{':
        return object(d, i + 1, next);
    case '[':
        return array(d, i + 1, next);
    case 'n':
        if (word(d, i, "null", 4)) {
            lua_rawgeti(L, d->cf, CF_NONE);
            *next = i + 4;
            return 1;
        }
        break;
    case 't':
        if (word(d, i, "true", 4)) {
            lua_pushboolean(L, 1);
            *next = i + 4;
            return 1;
        }
        break;
    case 'f':
        if (word(d, i, "false", 5)) {
            lua_pushboolean(L, 0);
            *next = i + 5;
            return 1;
        }
        break;
    case 'N':
        if (word(d, i, "NaN", 3)) {
            lua_pushnumber(L, NAN);
            *next = i + 3;
            return 1;
        }
        break;
    case 'I':
        if (word(d, i, "Infinity", 8)) {
            lua_pushnumber(L, HUGE_VAL);
            *next = i + 8;
            return 1;
        }
        break;
    case '-':
        if (word(d, i, "-Infinity", 9)) {
            lua_pushnumber(L, -HUGE_VAL);
            *next = i + 9;
            return 1;
        }
        break;
    default:
        break;
    }
    if (number(d, i, next)) {
        return 1;
    }
    if (d->err == NULL) {
        dfail(d, "Expecting value", i);
    }
    return 0;
}

/* decode_core(s, strict) under the protected call of json_decode */
static int json_decode_core(lua_State *L) {
    Dec dd, *d = &dd;
    size_t len;
    d->s = (const unsigned char *)luaL_checklstring(L, 1, &len);
    d->len = len;
    d->L = L;
    d->strict = lua_toboolean(L, 2);
    d->depth = 0;
    d->err = NULL;
    d->errpos = 0;
    d->recursion = 0;
    lua_settop(L, 2);
    lua_pushvalue(L, lua_upvalueindex(1));
    d->cf = lua_gettop(L);
    d->sb = jb_new(L);
    py_charge(L, (long long)(len / 16));
    int base = lua_gettop(L);
    size_t i = ws(d, 1);
    if (value(d, i, &i)) {
        i = ws(d, i);
        if (i <= d->len) {
            dfail(d, "Extra data", i);
        } else {
            return 1;
        }
    }
    lua_settop(L, base);
    lua_pushnil(L);
    if (d->recursion) {
        lua_pushliteral(L, "RecursionError");
        lua_pushstring(L, d->err);
    } else {
        lua_pushstring(L, d->err);
        lua_pushinteger(L, (lua_Integer)d->errpos);
    }
    return 3;
}

/* ---- the encoder ---- */

typedef struct {
    lua_State *L;
    JBuf *b;
    int ascii, allow_nan, sort_keys, skipkeys, circular;
    const char *indent, *isep, *ksep;
    size_t indentlen, isl, ksl;
    int cf, markers, conv, keyconv, sortitems; /* stack indices */
    int depth;
} Enc;

static const char HEX[] = "0123456789abcdef";

static void put_u(lua_State *L, JBuf *b, unsigned long c) {
    char u[6] = {'\\',       'u', HEX[(c >> 12) & 15], HEX[(c >> 8) & 15], HEX[(c >> 4) & 15],
                 HEX[c & 15]};
    jb_add(L, b, u, 6);
}

static void enc_string(Enc *e, const char *s, size_t n) {
    lua_State *L = e->L;
    JBuf *b = e->b;
    if (b->n + n + 2 > b->cap) {
        jb_grow(L, b, n + 2);
    }
    b->p[b->n++] = '"';
    size_t run = 0; /* start of the bytes not copied yet */
    for (size_t i = 0; i < n;) {
        unsigned char c = (unsigned char)s[i];
        if (c >= 0x20 && c != '"' && c != '\\' && (c < 0x7f || !e->ascii)) {
            i++;
            continue;
        }
        jb_add(L, b, s + run, i - run);
        if (c < 0x80) {
            switch (c) {
            case '"':
                jb_add(L, b, "\\\"", 2);
                break;
            case '\\':
                jb_add(L, b, "\\\\", 2);
                break;
            case '\n':
                jb_add(L, b, "\\n", 2);
                break;
            case '\r':
                jb_add(L, b, "\\r", 2);
                break;
            case '\t':
                jb_add(L, b, "\\t", 2);
                break;
            case '\b':
                jb_add(L, b, "\\b", 2);
                break;
            case '\f':
                jb_add(L, b, "\\f", 2);
                break;
            default:
                put_u(L, b, c);
                break;
            }
            i++;
        } else { /* ensure_ascii: a UTF-8 sequence as \uXXXX (a surrogate pair past the BMP) */
            unsigned long cp;
            size_t k;
            if (c >= 0xf0) {
                cp = c & 0x07;
                k = 4;
            } else if (c >= 0xe0) {
                cp = c & 0x0f;
                k = 3;
            } else if (c >= 0xc0) {
                cp = c & 0x1f;
                k = 2;
            } else {
                cp = c;
                k = 1;
            }
            if (i + k > n) {
                k = n - i;
            }
            for (size_t t = 1; t < k; t++) {
                cp = (cp << 6) | ((unsigned char)s[i + t] & 0x3f);
            }
            if (cp >= 0x10000) {
                unsigned long v = cp - 0x10000;
                put_u(L, b, 0xd800 | (v >> 10));
                put_u(L, b, 0xdc00 | (v & 0x3ff));
            } else {
                put_u(L, b, cp);
            }
            i += k;
        }
        run = i;
    }
    jb_add(L, b, s + run, n - run);
    jb_char(L, b, '"');
}

static void enc_float(Enc *e, double x) {
    if (isnan(x) || isinf(x)) {
        if (!e->allow_nan) {
            py_raise(e->L, "ValueError", "Out of range float values are not JSON compliant");
        }
        if (isnan(x)) {
            jb_add(e->L, e->b, "NaN", 3);
        } else if (x > 0) {
            jb_add(e->L, e->b, "Infinity", 8);
        } else {
            jb_add(e->L, e->b, "-Infinity", 9);
        }
        return;
    }
    char buf[40];
    int n = py_float_repr(x, buf);
    jb_add(e->L, e->b, buf, (size_t)n);
}

static void enc_int(Enc *e, int idx) {
    if (lua_isinteger(e->L, idx)) {
        char buf[24];
        int n = snprintf(buf, sizeof buf, "%lld", (long long)lua_tointeger(e->L, idx));
        jb_add(e->L, e->b, buf, (size_t)n);
        return;
    }
    size_t n;
    const char *s = py_int_tostring(e->L, idx, 10, &n);
    jb_add(e->L, e->b, s, n);
    lua_pop(e->L, 1);
}

static void newline(Enc *e, int level) {
    jb_char(e->L, e->b, '\n');
    for (int k = 0; k < level; k++) {
        jb_add(e->L, e->b, e->indent, e->indentlen);
    }
}

static void mark(Enc *e, int idx) {
    if (!e->circular) {
        return;
    }
    lua_pushvalue(e->L, idx);
    if (lua_rawget(e->L, e->markers) != LUA_TNIL) {
        py_raise(e->L, "ValueError", "Circular reference detected");
    }
    lua_pop(e->L, 1);
    lua_pushvalue(e->L, idx);
    lua_pushboolean(e->L, 1);
    lua_rawset(e->L, e->markers);
}

static void unmark(Enc *e, int idx) {
    if (e->circular) {
        lua_pushvalue(e->L, idx);
        lua_pushnil(e->L);
        lua_rawset(e->L, e->markers);
    }
}

static int is_mt(lua_State *L, int idx, int cf, int which) {
    if (!lua_getmetatable(L, idx)) {
        return 0;
    }
    lua_rawgeti(L, cf, which);
    int r = lua_rawequal(L, -1, -2);
    lua_pop(L, 2);
    return r;
}

static void encode(Enc *e, int idx, int level);

/* the array t[1..n] at idx */
static void enc_list(Enc *e, int idx, int level) {
    lua_State *L = e->L;
    lua_Integer n = (lua_Integer)lua_rawlen(L, idx);
    if (n == 0) {
        jb_add(L, e->b, "[]", 2);
        return;
    }
    mark(e, idx);
    jb_char(L, e->b, '[');
    if (e->indent) {
        level++;
        newline(e, level);
    }
    for (lua_Integer i = 1; i <= (lua_Integer)lua_rawlen(L, idx); i++) {
        if (i > 1) {
            jb_add(L, e->b, e->isep, e->isl);
            if (e->indent) {
                newline(e, level);
            }
        }
        lua_rawgeti(L, idx, i);
        encode(e, lua_gettop(L), level);
        lua_pop(L, 1);
    }
    if (e->indent) {
        newline(e, level - 1);
    }
    jb_char(L, e->b, ']');
    unmark(e, idx);
}

/* Writes the key at kidx as a JSON string plus the key separator; 0 if it is skipped. */
static int enc_key(Enc *e, int kidx) {
    lua_State *L = e->L;
    char buf[40];
    switch (lua_type(L, kidx)) {
    case LUA_TSTRING: {
        size_t n;
        const char *s = lua_tolstring(L, kidx, &n);
        enc_string(e, s, n);
        break;
    }
    case LUA_TNUMBER:
        jb_char(L, e->b, '"');
        if (lua_isinteger(L, kidx)) {
            enc_int(e, kidx);
        } else {
            enc_float(e, lua_tonumber(L, kidx));
        }
        jb_char(L, e->b, '"');
        break;
    case LUA_TBOOLEAN:
        if (lua_toboolean(L, kidx)) {
            jb_add(L, e->b, "\"true\"", 6);
        } else {
            jb_add(L, e->b, "\"false\"", 7);
        }
        break;
    default:
        lua_rawgeti(L, e->cf, CF_NONE);
        if (lua_rawequal(L, -1, kidx)) {
            lua_pop(L, 1);
            jb_add(L, e->b, "\"null\"", 6);
            break;
        }
        lua_pop(L, 1);
        if (is_mt(L, kidx, e->cf, CF_BIG)) {
            jb_char(L, e->b, '"');
            enc_int(e, kidx);
            jb_char(L, e->b, '"');
            break;
        }
        /* anything else: the Lua part converts (a str subclass) or skips or raises */
        lua_pushvalue(L, e->keyconv);
        lua_pushvalue(L, kidx);
        lua_call(L, 1, 1);
        if (lua_isnil(L, -1)) {
            lua_pop(L, 1);
            return 0;
        }
        {
            size_t n;
            const char *s = lua_tolstring(L, -1, &n);
            enc_string(e, s, n);
        }
        lua_pop(L, 1);
        (void)buf;
        break;
    }
    jb_add(L, e->b, e->ksep, e->ksl);
    return 1;
}

/* objdict's tomb (a deleted slot's key): a userdata without a metatable */
static int is_tomb(lua_State *L, int idx) {
    if (lua_type(L, idx) != LUA_TUSERDATA) {
        return 0;
    }
    if (lua_getmetatable(L, idx)) {
        lua_pop(L, 1);
        return 0;
    }
    return 1;
}

typedef struct {
    const char *s;
    size_t n;
    lua_Integer slot;
} SortKey;

static int sortkey_cmp(const void *a, const void *b) {
    const SortKey *x = a, *y = b;
    size_t n = x->n < y->n ? x->n : y->n;
    int c = memcmp(x->s, y->s, n);
    if (c != 0) {
        return c;
    }
    return x->n < y->n ? -1 : x->n > y->n;
}

/* Encodes the pairs of the flat array {k1, v1, k2, v2, ...} at idx. */
static void enc_pairs(Enc *e, int idx, int level, int *first) {
    lua_State *L = e->L;
    lua_Integer n = (lua_Integer)lua_rawlen(L, idx);
    for (lua_Integer i = 1; i + 1 <= n; i += 2) {
        lua_rawgeti(L, idx, i);
        int k = lua_gettop(L);
        size_t mark_n = e->b->n;
        if (!*first) {
            jb_add(L, e->b, e->isep, e->isl);
            if (e->indent) {
                newline(e, level);
            }
        }
        if (!enc_key(e, k)) {
            e->b->n = mark_n;
            lua_pop(L, 1);
            continue;
        }
        *first = 0;
        lua_rawgeti(L, idx, i + 1);
        encode(e, lua_gettop(L), level);
        lua_pop(L, 2);
    }
}

/* the dict at idx (objdict's layout) */
static void enc_dict(Enc *e, int idx, int level) {
    lua_State *L = e->L;
    lua_getfield(L, idx, "#len");
    lua_Integer len = lua_tointeger(L, -1);
    lua_pop(L, 1);
    if (len == 0) {
        jb_add(L, e->b, "{}", 2);
        return;
    }
    mark(e, idx);
    jb_char(L, e->b, '{');
    if (e->indent) {
        level++;
        newline(e, level);
    }
    lua_getfield(L, idx, "#k");
    int ks = lua_gettop(L);
    lua_getfield(L, idx, "#v");
    int vs = lua_gettop(L);
    lua_getfield(L, idx, "#n");
    lua_Integer nslots = lua_tointeger(L, -1);
    lua_pop(L, 1);
    int first = 1;
    if (e->sort_keys) {
        /* all keys str: by code point (UTF-8 byte order); else the Lua part sorts the items
         * as CPython does (sorted(dct.items()), its TypeError for mixed types) */
        SortKey *sk = lua_newuserdatauv(L, (size_t)len * sizeof(SortKey) + 1, 0);
        lua_Integer m = 0, allstr = 1;
        for (lua_Integer i = 1; i <= nslots && allstr; i++) {
            int t = lua_rawgeti(L, ks, i);
            if (t == LUA_TSTRING) {
                if (m < len) {
                    sk[m].s = lua_tolstring(L, -1, &sk[m].n); /* anchored in #k */
                    sk[m].slot = i;
                    m++;
                }
            } else if (!is_tomb(L, -1)) {
                allstr = 0;
            }
            lua_pop(L, 1);
        }
        if (allstr) {
            py_charge(L, m);
            qsort(sk, (size_t)m, sizeof(SortKey), sortkey_cmp);
            lua_createtable(L, (int)(2 * m), 0);
            int flat = lua_gettop(L);
            for (lua_Integer i = 0; i < m; i++) {
                lua_pushlstring(L, sk[i].s, sk[i].n);
                lua_rawseti(L, flat, 2 * i + 1);
                lua_rawgeti(L, vs, sk[i].slot);
                lua_rawseti(L, flat, 2 * i + 2);
            }
            enc_pairs(e, flat, level, &first);
            lua_pop(L, 1);
        } else {
            lua_pushvalue(L, e->sortitems);
            lua_pushvalue(L, idx);
            lua_call(L, 1, 1);
            enc_pairs(e, lua_gettop(L), level, &first);
            lua_pop(L, 1);
        }
        lua_pop(L, 1); /* sk */
    } else {
        for (lua_Integer i = 1; i <= nslots; i++) {
            lua_rawgeti(L, ks, i);
            int k = lua_gettop(L);
            if (is_tomb(L, k)) {
                lua_pop(L, 1); /* a deleted slot */
                continue;
            }
            size_t mark_n = e->b->n;
            if (!first) {
                jb_add(L, e->b, e->isep, e->isl);
                if (e->indent) {
                    newline(e, level);
                }
            }
            if (!enc_key(e, k)) {
                e->b->n = mark_n;
                lua_pop(L, 1);
                continue;
            }
            first = 0;
            lua_rawgeti(L, vs, i);
            encode(e, lua_gettop(L), level);
            lua_pop(L, 2);
        }
    }
    lua_pop(L, 2); /* #k, #v */
    if (e->indent) {
        newline(e, level - 1);
    }
    jb_char(L, e->b, '}');
    unmark(e, idx);
}

/* what conv (the Lua part) returns for a value that is not plain */
enum { CV_RAW = 1, CV_STR, CV_LIST, CV_DICT, CV_VALUE };

static void encode(Enc *e, int idx, int level) {
    lua_State *L = e->L;
    switch (lua_type(L, idx)) {
    case LUA_TSTRING: {
        size_t n;
        const char *s = lua_tolstring(L, idx, &n);
        enc_string(e, s, n);
        return;
    }
    case LUA_TNUMBER:
        if (lua_isinteger(L, idx)) {
            enc_int(e, idx);
        } else {
            enc_float(e, lua_tonumber(L, idx));
        }
        return;
    case LUA_TBOOLEAN:
        if (lua_toboolean(L, idx)) {
            jb_add(L, e->b, "true", 4);
        } else {
            jb_add(L, e->b, "false", 5);
        }
        return;
    default:
        break;
    }
    if (++e->depth > JSON_MAXDEPTH) {
        py_raise(L, "RecursionError",
                 "maximum recursion depth exceeded while encoding a JSON object");
    }
    luaL_checkstack(L, 16, "JSON nesting");
    if (lua_getmetatable(L, idx)) {
        int mt = lua_gettop(L);
        lua_rawgeti(L, e->cf, CF_LIST);
        lua_rawgeti(L, e->cf, CF_TUPLE);
        lua_rawgeti(L, e->cf, CF_DICT);
        lua_rawgeti(L, e->cf, CF_BIG);
        lua_rawgeti(L, e->cf, CF_NONE);
        int which = lua_rawequal(L, mt, mt + 1) || lua_rawequal(L, mt, mt + 2) ? 1
                    : lua_rawequal(L, mt, mt + 3)                              ? 2
                    : lua_rawequal(L, mt, mt + 4)                              ? 3
                    : lua_rawequal(L, idx, mt + 5)                             ? 4
                                                                               : 0;
        lua_settop(L, mt - 1);
        switch (which) {
        case 1:
            enc_list(e, idx, level);
            e->depth--;
            return;
        case 2:
            enc_dict(e, idx, level);
            e->depth--;
            return;
        case 3:
            enc_int(e, idx);
            e->depth--;
            return;
        case 4:
            jb_add(L, e->b, "null", 4);
            e->depth--;
            return;
        default:
            break;
        }
    }
    lua_pushvalue(L, e->conv);
    lua_pushvalue(L, idx);
    lua_call(L, 1, 2);
    int tag = (int)lua_tointeger(L, -2);
    int v = lua_gettop(L);
    switch (tag) {
    case CV_RAW: {
        size_t n;
        const char *s = lua_tolstring(L, v, &n);
        jb_add(L, e->b, s, n);
        break;
    }
    case CV_STR: {
        size_t n;
        const char *s = lua_tolstring(L, v, &n);
        enc_string(e, s, n);
        break;
    }
    case CV_LIST:
        enc_list(e, v, level);
        break;
    case CV_DICT:
        enc_dict(e, v, level);
        break;
    default:
        mark(e, idx);
        encode(e, v, level);
        unmark(e, idx);
        break;
    }
    lua_pop(L, 2);
    e->depth--;
}

static const char *optstr(lua_State *L, int t, const char *k, size_t *n, int keep) {
    lua_getfield(L, t, k);
    if (lua_isnil(L, -1)) {
        lua_pop(L, 1);
        *n = 0;
        return NULL;
    }
    const char *s = lua_tolstring(L, -1, n);
    (void)keep; /* the options table anchors it */
    lua_pop(L, 1);
    return s;
}

static int optbool(lua_State *L, int t, const char *k) {
    lua_getfield(L, t, k);
    int r = lua_toboolean(L, -1);
    lua_pop(L, 1);
    return r;
}

/* encode(x, opts): the JSON text of x. opts: ensure_ascii, allow_nan, sort_keys, skipkeys,
 * check_circular (booleans), indent (string or nil), item_sep, key_sep (strings), conv (for
 * values that are not plain), keyconv (keys), sortitems (sort_keys with keys not all str). */
static int json_encode(lua_State *L) {
    Enc ee, *e = &ee;
    luaL_checktype(L, 2, LUA_TTABLE);
    lua_settop(L, 2);
    e->L = L;
    e->ascii = optbool(L, 2, "ensure_ascii");
    e->allow_nan = optbool(L, 2, "allow_nan");
    e->sort_keys = optbool(L, 2, "sort_keys");
    e->skipkeys = optbool(L, 2, "skipkeys");
    e->circular = optbool(L, 2, "check_circular");
    e->indent = optstr(L, 2, "indent", &e->indentlen, 1);
    e->isep = optstr(L, 2, "item_sep", &e->isl, 1);
    e->ksep = optstr(L, 2, "key_sep", &e->ksl, 1);
    if (!e->isep || !e->ksep) {
        return luaL_error(L, "json: separators missing");
    }
    e->depth = 0;
    lua_pushvalue(L, lua_upvalueindex(1));
    e->cf = lua_gettop(L);
    lua_newtable(L);
    e->markers = lua_gettop(L);
    lua_getfield(L, 2, "conv");
    e->conv = lua_gettop(L);
    lua_getfield(L, 2, "keyconv");
    e->keyconv = lua_gettop(L);
    lua_getfield(L, 2, "sortitems");
    e->sortitems = lua_gettop(L);
    e->b = jb_new(L);
    encode(e, 1, 0);
    lua_pushlstring(L, e->b->p ? e->b->p : "", e->b->n);
    return 1;
}

/* setup(ListMT, TupleMT, DictMT, None, BigMT, int_fromstring, sample_dict): true if the C
 * paths can run (the dict layout is the one this file knows). */
static int json_setup(lua_State *L) {
    lua_settop(L, 7);
    int ok = lua_type(L, 7) == LUA_TTABLE;
    static const char *const fields[] = {"#k", "#v", "#i", "#n", "#len"};
    for (int i = 0; ok && i < 5; i++) {
        int t = lua_getfield(L, 7, fields[i]);
        ok = i < 3 ? t == LUA_TTABLE : t == LUA_TNUMBER;
        lua_pop(L, 1);
    }
    lua_pushvalue(L, lua_upvalueindex(1));
    for (int i = 1; i <= 6; i++) {
        lua_pushvalue(L, i);
        lua_rawseti(L, -2, i);
    }
    lua_pushboolean(L, ok);
    lua_rawseti(L, -2, CF_OK);
    lua_pushboolean(L, ok);
    return 1;
}

/* decode(s, strict): the value; or nil, message, 1-based byte position (a JSONDecodeError);
 * or nil, "RecursionError", "object"|"array". The collector is stopped while the tree is
 * built: everything made is live, and marking the growing tree again and again was most of
 * the time (measured: 200,000 small objects 0.25 s -> 0.08 s). */
static int json_decode(lua_State *L) {
    lua_settop(L, 2);
    int running = lua_gc(L, LUA_GCISRUNNING);
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_pushcclosure(L, json_decode_core, 1);
    lua_insert(L, 1);
    if (running) {
        lua_gc(L, LUA_GCSTOP);
    }
    int rc = lua_pcall(L, 2, LUA_MULTRET, 0);
    if (running) {
        lua_gc(L, LUA_GCRESTART);
    }
    if (rc != LUA_OK) {
        return lua_error(L);
    }
    return lua_gettop(L);
}

static const luaL_Reg json_funcs[] = {
    {"decode", json_decode},
    {"encode", json_encode},
    {"setup", json_setup},
    {NULL, NULL},
};

int luaopen_py_json(lua_State *L) {
    luaL_newlibtable(L, json_funcs);
    lua_newtable(L); /* the configuration, shared */
    luaL_setfuncs(L, json_funcs, 1);
    return 1;
}
