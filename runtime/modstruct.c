/*
 * modstruct.c: the C part of `struct`: the format parser (byte order prefixes, native sizes
 * and alignment of x86-64 Linux, standard sizes), and packing and unpacking with CPython
 * 3.11's range checks and messages. A message of struct.error is raised through the Lua
 * part's `fail`; values that are not plain Lua numbers, booleans or bytes go through its
 * `conv` (ints with __index__, big ints, floats with __float__, truthiness); unsigned values
 * past 2**63 become big ints through its `big`. Everything is allocated through Lua.
 */
#include <math.h>
#include <stdarg.h>
#include <stdint.h>
#include <string.h>
#include "py.h"

/* the shared upvalue: the Lua part's helpers (setup) */
enum { E_BYTESMT = 1, E_TUPLEMT, E_CONV, E_FAIL, E_BIG };

/* a struct size past this is a MemoryError before anything is allocated */
#define STRUCT_MAX_SIZE ((lua_Integer)1 << 40)

static int fail(lua_State *L, const char *fmt, ...) {
    va_list ap;
    lua_rawgeti(L, lua_upvalueindex(1), E_FAIL);
    va_start(ap, fmt);
    lua_pushvfstring(L, fmt, ap);
    va_end(ap);
    lua_call(L, 1, 0);
    return luaL_error(L, "struct: fail returned"); /* not reached */
}

/* the byte order and size mode of a format */
enum { NATIVE, LITTLE, BIG };

typedef struct {
    const char *p, *end;
    int mode;
    lua_Integer size; /* the offset after the codes read so far */
} Parser;

typedef struct {
    char c;
    lua_Integer num;      /* the repeat count */
    lua_Integer itemsize; /* the size of one item */
    lua_Integer offset;   /* where the first item goes */
} Code;

static void parser_init(lua_State *L, Parser *ps, int arg) {
    size_t n;
    const char *s = luaL_checklstring(L, arg, &n);
    ps->p = s;
    ps->end = s + n;
    ps->mode = NATIVE;
    ps->size = 0;
    if (n > 0) {
        switch (*s) {
        case '<':
        case '=': /* the host's order, little-endian here, with standard sizes */
            ps->mode = LITTLE;
            ps->p++;
            break;
        case '>':
        case '!':
            ps->mode = BIG;
            ps->p++;
            break;
        case '@':
            ps->p++;
            break;
        default:
            break;
        }
    }
    if (n > 4096) {
        py_charge(L, (long long)(n / 16));
    }
}

/* the size of code c in the parser's mode (its alignment is its size in native mode), or 0 */
static lua_Integer code_size(int mode, char c) {
    switch (c) {
    case 'x':
    case 'c':
    case 'b':
    case 'B':
    case '?':
    case 's':
    case 'p':
        return 1;
    case 'h':
    case 'H':
    case 'e':
        return 2;
    case 'i':
    case 'I':
    case 'f':
        return 4;
    case 'l':
    case 'L':
        return mode == NATIVE ? 8 : 4;
    case 'q':
    case 'Q':
    case 'd':
        return 8;
    case 'n':
    case 'N':
    case 'P':
        return mode == NATIVE ? 8 : 0;
    default:
        return 0;
    }
}

static int is_space(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

/* the next code of the format into *code; 0 at the end */
static int parser_next(lua_State *L, Parser *ps, Code *code) {
    const char *p = ps->p, *end = ps->end;
    while (p < end && is_space(*p)) {
        p++;
    }
    if (p == end) {
        ps->p = p;
        return 0;
    }
    lua_Integer num = 1;
    if (*p >= '0' && *p <= '9') {
        num = 0;
        while (p < end && *p >= '0' && *p <= '9') {
            int d = *p++ - '0';
            if (num > (INT64_MAX - d) / 10) {
                return fail(L, "total struct size too long");
            }
            num = num * 10 + d;
        }
        if (p == end) {
            return fail(L, "repeat count given without format specifier");
        }
    }
    char c = *p++;
    lua_Integer isz = code_size(ps->mode, c);
    if (isz == 0) {
        return fail(L, "bad char in struct format");
    }
    lua_Integer size = ps->size;
    if (ps->mode == NATIVE && isz > 1 && size % isz != 0) {
        if (size > INT64_MAX - isz) { /* the alignment itself would overflow */
            return fail(L, "total struct size too long");
        }
        size += isz - size % isz;
    }
    if (num > 0 && (INT64_MAX - size) / num < isz) {
        return fail(L, "total struct size too long");
    }
    code->c = c;
    code->num = num;
    code->itemsize = isz;
    code->offset = size;
    ps->size = size + num * isz;
    ps->p = p;
    return 1;
}

/* the number of Python values of a code */
static lua_Integer code_items(const Code *code) {
    return code->c == 's' || code->c == 'p' ? 1 : code->c == 'x' ? 0 : code->num;
}

/* calcsize(fmt) -> the size, the number of items */
static int st_calcsize(lua_State *L) {
    Parser ps;
    Code code;
    lua_Integer items = 0;
    parser_init(L, &ps, 1);
    while (parser_next(L, &ps, &code)) {
        items += code_items(&code);
    }
    lua_pushinteger(L, ps.size);
    lua_pushinteger(L, items);
    return 2;
}

/* ------------------------------------------------------------------------------------------ */
/* half floats                                                                                  */

/* the IEEE half of x, rounded to nearest even; -1 when it is too large */
static long half_bits(double x) {
    unsigned sign = signbit(x) ? 0x8000u : 0;
    double a = fabs(x);
    if (isnan(x)) {
        return (long)(sign | 0x7e00u);
    }
    if (isinf(x)) {
        return (long)(sign | 0x7c00u);
    }
    if (a == 0.0) {
        return (long)sign;
    }
    if (a >= 65520.0) { /* 65504 plus half its step: rounds past the largest half */
        return -1;
    }
    if (a < ldexp(1.0, -14)) { /* subnormal: a multiple of 2**-24 */
        return (long)(sign | (unsigned)nearbyint(ldexp(a, 24)));
    }
    int e;
    frexp(a, &e); /* a = f * 2**e, 0.5 <= f < 1: the exponent of a is e - 1 */
    e -= 1;
    unsigned m = (unsigned)nearbyint(ldexp(a, 10 - e)); /* 1024 .. 2048 */
    if (m == 2048) {
        m = 1024;
        e++;
    }
    return (long)(sign | (unsigned)(e + 15) << 10 | (m - 1024));
}

static double half_value(unsigned h) {
    int e = (int)(h >> 10) & 0x1f;
    unsigned f = h & 0x3ff;
    double v;
    if (e == 0) {
        v = ldexp((double)f, -24);
    } else if (e == 31) {
        v = f == 0 ? HUGE_VAL : NAN;
    } else {
        v = ldexp((double)(f + 1024), e - 25);
    }
    return (h & 0x8000) ? -v : v;
}

/* ------------------------------------------------------------------------------------------ */
/* packing                                                                                      */

static void put_uint(unsigned char *p, uint64_t v, lua_Integer n, int big) {
    for (lua_Integer i = 0; i < n; i++) {
        p[big ? n - 1 - i : i] = (unsigned char)(v >> (8 * i));
    }
}

/* conv(value at idx, kind) with nres results pushed: the Lua part reads what C cannot */
static void conv(lua_State *L, int idx, const char *kind, int nres) {
    idx = lua_absindex(L, idx);
    lua_rawgeti(L, lua_upvalueindex(1), E_CONV);
    lua_pushvalue(L, idx);
    lua_pushstring(L, kind);
    lua_call(L, 2, nres);
}

/* an int argument: its value (wrapped to 64 bits) and its class: 0 fits int64, 1 is in
 * 2**63 .. 2**64-1, 2 is out of both (value 1 or -1: its sign) */
static lua_Integer int_arg(lua_State *L, int idx, int *cls) {
    *cls = 0;
    if (lua_isinteger(L, idx)) {
        return lua_tointeger(L, idx);
    }
    if (lua_isboolean(L, idx)) {
        return lua_toboolean(L, idx);
    }
    conv(L, idx, "int", 2);
    lua_Integer v = lua_tointeger(L, -2);
    *cls = (int)lua_tointeger(L, -1);
    lua_pop(L, 2);
    return v;
}

static double float_arg(lua_State *L, int idx) {
    if (lua_type(L, idx) == LUA_TNUMBER) {
        return lua_tonumber(L, idx);
    }
    conv(L, idx, "float", 1);
    double v = lua_tonumber(L, -1);
    lua_pop(L, 1);
    return v;
}

/* truthiness: booleans and numbers here, the rest through conv */
static int bool_arg(lua_State *L, int idx) {
    int t = lua_type(L, idx);
    if (t == LUA_TBOOLEAN || t == LUA_TNUMBER) {
        return t == LUA_TBOOLEAN ? lua_toboolean(L, idx) : lua_tonumber(L, idx) != 0;
    }
    conv(L, idx, "bool", 1);
    int v = lua_toboolean(L, -1);
    lua_pop(L, 1);
    return v;
}

/* the bytes of a bytes or bytearray argument, pushed as a Lua string (kind: "s" or "p" for
 * those codes, "char" for 'c'; conv raises CPython's error for anything else) */
static const char *bytes_arg(lua_State *L, int idx, const char *kind, size_t *n) {
    conv(L, idx, kind, 1);
    return lua_tolstring(L, -1, n);
}

static int range_signed(lua_State *L, char c, int bytes) {
    lua_Integer hi = (lua_Integer)(((uint64_t)1 << (8 * bytes - 1)) - 1);
    return fail(L, "'%c' format requires %I <= number <= %I", c, -hi - 1, hi);
}

static int range_unsigned(lua_State *L, char c, int bytes) {
    lua_Integer hi = (lua_Integer)(((uint64_t)1 << (8 * bytes)) - 1);
    return fail(L, "'%c' format requires 0 <= number <= %I", c, hi);
}

/* the 64 bits of int code c for argument idx, with CPython 3.11's checks (which functions
 * of _struct.c a code uses depends on the byte order: '<' and '=' share the native checks
 * for the codes whose sizes are the native ones) */
static uint64_t pack_int(lua_State *L, int mode, char c, lua_Integer size, int idx) {
    int cls;
    lua_Integer v = int_arg(L, idx, &cls);
    int as_long = 0, as_ulong = 0, std = 0;
    const char *msg = NULL;
    lua_Integer lo = 0, hi = 0;
    switch (c) {
    case 'b':
        as_long = 1, lo = -128, hi = 127, msg = "byte format requires -128 <= number <= 127";
        break;
    case 'B':
        as_long = 1, lo = 0, hi = 255, msg = "ubyte format requires 0 <= number <= 255";
        break;
    case 'h':
        as_long = 1, lo = -32768, hi = 32767;
        msg = "short format requires -32768 <= number <= 32767";
        std = mode == BIG;
        break;
    case 'H':
        if (mode == BIG) {
            as_ulong = 1, std = 1;
        } else {
            as_long = 1, lo = 0, hi = 65535, msg = "ushort format requires 0 <= number <= 65535";
        }
        break;
    case 'i':
    case 'l':
        as_long = 1;
        std = size == 4 && (c == 'i' || mode != NATIVE) ? 2 : 0;
        break;
    case 'I':
    case 'L':
        as_ulong = 1;
        std = size == 4 ? 2 : 0;
        break;
    case 'q':
    case 'n':
        if (mode == BIG && cls != 0) {
            return (uint64_t)fail(L, "int too large to convert");
        }
        as_long = 1;
        break;
    case 'Q':
    case 'N':
        if (mode == BIG && (cls == 2 || (cls == 0 && v < 0))) {
            return (uint64_t)fail(L, "int too large to convert");
        }
        as_ulong = 1;
        break;
    default: /* 'P': a signed or an unsigned long */
        if (cls == 2) {
            return (uint64_t)fail(L, "int too large to convert");
        }
        return (uint64_t)v;
    }
    if (as_long && cls != 0) {
        return (uint64_t)fail(L, "argument out of range");
    }
    if (as_ulong && (cls == 2 || (cls == 0 && v < 0))) {
        return (uint64_t)fail(L, "argument out of range");
    }
    if (std == 1 || std == 2) { /* the standard checks: a 2- or 4-byte range */
        uint64_t u = (uint64_t)v;
        if (as_ulong) {
            if (size < 8 && u >> (8 * size) != 0) {
                return (uint64_t)range_unsigned(L, c, (int)size);
            }
        } else {
            lua_Integer h = (lua_Integer)(((uint64_t)1 << (8 * size - 1)) - 1);
            if (v < -h - 1 || v > h) {
                return (uint64_t)range_signed(L, c, (int)size);
            }
        }
    } else if (msg != NULL && (v < lo || v > hi)) {
        return (uint64_t)fail(L, "%s", msg);
    }
    return (uint64_t)v;
}

/* a float too large for code c: an OverflowError, or (as _struct.c turns an OverflowError
 * of an int argument) struct.error */
static void too_large(lua_State *L, int idx, char c) {
    int t = lua_type(L, idx);
    if (t == LUA_TNUMBER ? lua_isinteger(L, idx)
                         : t == LUA_TBOOLEAN || luaL_testudata(L, idx, "py.int") != NULL) {
        fail(L, "int too large to convert");
    }
    py_raise(L, "OverflowError", "float too large to pack with %c format", c);
}

/* writes the items of one code at p, the arguments from index *arg of the table at index t */
static void pack_code(lua_State *L, int mode, const Code *code, unsigned char *p, int t,
                      lua_Integer *arg) {
    int big = mode == BIG;
    char c = code->c;
    if (c == 'x') {
        return;
    }
    if (c == 's' || c == 'p') {
        size_t n;
        lua_geti(L, t, (*arg)++);
        const char *s = bytes_arg(L, -1, c == 's' ? "s" : "p", &n);
        lua_Integer room = code->num;
        if (c == 'p') {
            room = room > 0 ? room - 1 : 0;
        }
        size_t k = (lua_Integer)n < room ? n : (size_t)room;
        if (c == 'p') {
            if (code->num > 0) {
                p[0] = (unsigned char)(k < 255 ? k : 255);
                memcpy(p + 1, s, k);
            }
        } else {
            memcpy(p, s, k);
        }
        lua_pop(L, 2);
        return;
    }
    for (lua_Integer i = 0; i < code->num; i++, p += code->itemsize) {
        lua_geti(L, t, (*arg)++);
        int idx = lua_gettop(L);
        switch (c) {
        case 'c': {
            size_t n;
            const char *s = bytes_arg(L, idx, "char", &n);
            p[0] = (unsigned char)s[0];
            lua_pop(L, 1);
            break;
        }
        case '?':
            p[0] = (unsigned char)bool_arg(L, idx);
            break;
        case 'e': {
            long h = half_bits(float_arg(L, idx));
            if (h < 0) {
                too_large(L, idx, 'e');
            }
            put_uint(p, (uint64_t)h, 2, big);
            break;
        }
        case 'f': {
            double x = float_arg(L, idx);
            float y = (float)x;
            uint32_t u;
            if (mode != NATIVE && isinf(y) && !isinf(x)) {
                too_large(L, idx, 'f');
            }
            memcpy(&u, &y, 4);
            put_uint(p, u, 4, big);
            break;
        }
        case 'd': {
            double x = float_arg(L, idx);
            uint64_t u;
            memcpy(&u, &x, 8);
            put_uint(p, u, 8, big);
            break;
        }
        default:
            put_uint(p, pack_int(L, mode, c, code->itemsize, idx), code->itemsize, big);
        }
        lua_pop(L, 1);
    }
}

/* the size of format fmt (at index 1), checked before anything is allocated */
static lua_Integer pack_size(lua_State *L) {
    Parser ps;
    Code code;
    parser_init(L, &ps, 1);
    while (parser_next(L, &ps, &code)) {
    }
    if (ps.size > STRUCT_MAX_SIZE) {
        py_limit(L, "MemoryError", "memory limit exceeded");
    }
    if (ps.size > 4096) {
        py_charge(L, (long long)(ps.size / 16));
    }
    return ps.size;
}

/* pack_run(fmt, args, first, out): the values args[first ..] into the zeroed userdata out */
static int pack_run(lua_State *L) {
    Parser ps;
    Code code;
    lua_Integer arg = lua_tointeger(L, 3);
    unsigned char *out = lua_touserdata(L, 4);
    parser_init(L, &ps, 1);
    while (parser_next(L, &ps, &code)) {
        if (code.num > 64) {
            py_charge(L, (long long)(code_items(&code) / 4));
        }
        pack_code(L, ps.mode, &code, out + code.offset, 2, &arg);
    }
    return 0;
}

/* a zeroed userdata of size bytes, on the top, and the call of pack_run on it */
static unsigned char *pack_prepare(lua_State *L, lua_Integer size) {
    unsigned char *out = lua_newuserdatauv(L, (size_t)size, 0);
    memset(out, 0, (size_t)size);
    lua_pushvalue(L, lua_upvalueindex(1)); /* pack_run reaches the helpers too */
    lua_pushcclosure(L, pack_run, 1);
    lua_pushvalue(L, 1);
    lua_pushvalue(L, 2);
    lua_pushvalue(L, 3);
    lua_pushvalue(L, -5);
    return out;
}

/* pack(fmt, args, first) -> the packed string; args[first ..] are the values (the Lua part
 * has checked their number) */
static int st_pack(lua_State *L) {
    luaL_checktype(L, 2, LUA_TTABLE);
    luaL_checkinteger(L, 3);
    lua_settop(L, 3);
    lua_Integer size = pack_size(L);
    const unsigned char *out = pack_prepare(L, size);
    lua_call(L, 4, 0);
    lua_pushlstring(L, (const char *)out, (size_t)size);
    return 1;
}

/* pack_into(fmt, args, first, arr, offset): packs into a bytearray's array from index
 * offset + 1 (the Lua part has checked that it fits). As CPython packs in place, the
 * struct's bytes are zeroed and the items before a failing one are written when it fails. */
static int st_pack_into(lua_State *L) {
    luaL_checktype(L, 2, LUA_TTABLE);
    luaL_checkinteger(L, 3);
    luaL_checktype(L, 4, LUA_TTABLE);
    lua_Integer off = luaL_checkinteger(L, 5);
    lua_settop(L, 5);
    lua_Integer size = pack_size(L);
    const unsigned char *out = pack_prepare(L, size);
    int status = lua_pcall(L, 4, 0, 0);
    if (status != LUA_OK && status != LUA_ERRRUN) {
        return lua_error(L);
    }
    for (lua_Integer i = 0; i < size; i++) {
        lua_pushinteger(L, out[i]);
        lua_rawseti(L, 4, off + i + 1);
    }
    if (status != LUA_OK) {
        return lua_error(L);
    }
    return 0;
}

/* ------------------------------------------------------------------------------------------ */
/* unpacking                                                                                    */

static uint64_t get_uint(const unsigned char *p, lua_Integer n, int big) {
    uint64_t v = 0;
    for (lua_Integer i = 0; i < n; i++) {
        v |= (uint64_t)p[big ? n - 1 - i : i] << (8 * i);
    }
    return v;
}

static void push_bytes(lua_State *L, const unsigned char *s, size_t n) {
    lua_createtable(L, 0, 1);
    lua_pushlstring(L, (const char *)s, n);
    lua_setfield(L, -2, "#s");
    lua_rawgeti(L, lua_upvalueindex(1), E_BYTESMT);
    lua_setmetatable(L, -2);
}

static void push_item(lua_State *L, int mode, char c, lua_Integer size, const unsigned char *p) {
    int big = mode == BIG;
    switch (c) {
    case 'c':
        push_bytes(L, p, 1);
        return;
    case '?':
        lua_pushboolean(L, p[0] != 0);
        return;
    case 'e':
        lua_pushnumber(L, half_value((unsigned)get_uint(p, 2, big)));
        return;
    case 'f': {
        uint32_t u = (uint32_t)get_uint(p, 4, big);
        float y;
        memcpy(&y, &u, 4);
        lua_pushnumber(L, (double)y);
        return;
    }
    case 'd': {
        uint64_t u = get_uint(p, 8, big);
        double x;
        memcpy(&x, &u, 8);
        lua_pushnumber(L, x);
        return;
    }
    case 'b':
    case 'h':
    case 'i':
    case 'l':
    case 'q':
    case 'n': {
        uint64_t u = get_uint(p, size, big);
        if (size < 8 && (u >> (8 * size - 1)) != 0) {
            u |= ~(uint64_t)0 << (8 * size);
        }
        lua_pushinteger(L, (lua_Integer)u);
        return;
    }
    default: { /* unsigned: B H I L Q N P */
        uint64_t u = get_uint(p, size, big);
        if (u > (uint64_t)INT64_MAX) {
            lua_rawgeti(L, lua_upvalueindex(1), E_BIG);
            lua_pushinteger(L, (lua_Integer)u);
            lua_call(L, 1, 1);
        } else {
            lua_pushinteger(L, (lua_Integer)u);
        }
        return;
    }
    }
}

/* unpack(fmt, buf, offset) -> the tuple of the values at buf[offset ..]; buf is a string or
 * a bytearray's array (the Lua part has checked that the struct fits) */
static int st_unpack(lua_State *L) {
    Parser ps;
    Code code;
    lua_Integer off = luaL_checkinteger(L, 3), items = 0;
    parser_init(L, &ps, 1);
    while (parser_next(L, &ps, &code)) {
        items += code_items(&code);
    }
    lua_Integer size = ps.size;
    const unsigned char *s;
    if (lua_type(L, 2) == LUA_TTABLE) { /* a bytearray: copy the struct's bytes out */
        luaL_Buffer b;
        if (size > STRUCT_MAX_SIZE) {
            return py_limit(L, "MemoryError", "memory limit exceeded");
        }
        if (size > 4096) {
            py_charge(L, (long long)(size / 16));
        }
        char *q = luaL_buffinitsize(L, &b, (size_t)size);
        for (lua_Integer i = 0; i < size; i++) {
            lua_rawgeti(L, 2, off + i + 1);
            q[i] = (char)lua_tointeger(L, -1);
            lua_pop(L, 1);
        }
        luaL_pushresultsize(&b, (size_t)size);
        lua_replace(L, 2);
        off = 0;
    }
    s = (const unsigned char *)luaL_checkstring(L, 2) + off;
    if (items > ((lua_Integer)1 << 28)) {
        return py_limit(L, "MemoryError", "memory limit exceeded");
    }
    if (items > 256) {
        py_charge(L, (long long)(items / 4));
    }
    lua_createtable(L, (int)items, 0);
    lua_Integer k = 0;
    parser_init(L, &ps, 1);
    while (parser_next(L, &ps, &code)) {
        const unsigned char *p = s + code.offset;
        if (code.c == 'x') {
            continue;
        }
        if (code.c == 's') {
            push_bytes(L, p, (size_t)code.num);
        } else if (code.c == 'p') {
            size_t n = 0;
            if (code.num > 0) {
                n = p[0];
                if ((lua_Integer)n >= code.num) {
                    n = (size_t)code.num - 1;
                }
            }
            push_bytes(L, p + 1, n);
        } else {
            for (lua_Integer i = 0; i < code.num; i++, p += code.itemsize) {
                push_item(L, ps.mode, code.c, code.itemsize, p);
                lua_rawseti(L, -2, ++k);
            }
            continue;
        }
        lua_rawseti(L, -2, ++k);
    }
    lua_rawgeti(L, lua_upvalueindex(1), E_TUPLEMT);
    lua_setmetatable(L, -2);
    return 1;
}

/* setup(BytesMT, TupleMT, conv, fail, big): the Lua part's helpers */
static int st_setup(lua_State *L) {
    for (int i = 1; i <= 5; i++) {
        lua_pushvalue(L, i);
        lua_rawseti(L, lua_upvalueindex(1), i);
    }
    return 0;
}

static const luaL_Reg struct_funcs[] = {{"calcsize", st_calcsize},   {"pack", st_pack},
                                        {"pack_into", st_pack_into}, {"setup", st_setup},
                                        {"unpack", st_unpack},       {NULL, NULL}};

int luaopen_py_struct(lua_State *L) {
    luaL_newlibtable(L, struct_funcs);
    lua_newtable(L);
    luaL_setfuncs(L, struct_funcs, 1);
    return 1;
}
