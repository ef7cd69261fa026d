/*
 * objbytes.c: the loops of bytes and bytearray (the types are runtime/objbytes.lua): repr,
 * the codecs of str.encode and bytes.decode (utf-8, ascii, latin-1 with the error handlers
 * strict, ignore, replace, backslashreplace, surrogateescape and, to encode,
 * xmlcharrefreplace), hex and fromhex, and the conversions between a bytes value (a Lua
 * string) and a bytearray (a Lua array of ints). The errors are CPython 3.11's, with its
 * positions (Objects/unicodeobject.c, Objects/stringlib/codecs.h).
 *
 * The output goes to a luaL_Buffer (memory from the Lua allocator, so the memory cap counts
 * it); each loop charges the operation budget for its input first.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include "objint.h"

enum {
    ENC_UTF8,
    ENC_ASCII,
    ENC_LATIN1,
    ENC_UTF16, /* with a BOM (little-endian, as CPython on this machine) */
    ENC_UTF16LE,
    ENC_UTF16BE,
    ENC_UTF32,
    ENC_UTF32LE,
    ENC_UTF32BE
};
enum {
    ERR_STRICT,
    ERR_IGNORE,
    ERR_REPLACE,
    ERR_BACKSLASH,
    ERR_SURROGATEESCAPE,
    ERR_XMLCHAR,
    ERR_UNKNOWN
};

/* py_raise with a printf format (lua_pushfstring, which py_raise uses, has no %zu or %02x) */
static int raise_c(lua_State *L, const char *tname, const char *fmt, ...) {
    char msg[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    return py_raise(L, tname, "%s", msg);
}

static const char *const enc_names[] = {"utf-8",     "ascii",  "latin-1",   "utf-16",   "utf-16-le",
                                        "utf-16-be", "utf-32", "utf-32-le", "utf-32-be"};

/* the codec of an encoding name, as CPython normalises it (case, '-' and ' ' as '_'); -1 if
 * moonpy has no such codec */
static int codec_of(const char *name) {
    static const struct {
        const char *name;
        int enc;
    } aliases[] = {
        {"utf_8", ENC_UTF8},        {"utf8", ENC_UTF8},         {"u8", ENC_UTF8},
        {"utf", ENC_UTF8},          {"cp65001", ENC_UTF8},      {"ascii", ENC_ASCII},
        {"us_ascii", ENC_ASCII},    {"646", ENC_ASCII},         {"latin_1", ENC_LATIN1},
        {"latin1", ENC_LATIN1},     {"latin", ENC_LATIN1},      {"l1", ENC_LATIN1},
        {"iso_8859_1", ENC_LATIN1}, {"iso8859_1", ENC_LATIN1},  {"8859", ENC_LATIN1},
        {"cp819", ENC_LATIN1},      {"iso_ir_100", ENC_LATIN1}, {"utf_16", ENC_UTF16},
        {"utf16", ENC_UTF16},       {"u16", ENC_UTF16},         {"utf_16_le", ENC_UTF16LE},
        {"utf_16le", ENC_UTF16LE},  {"utf_16_be", ENC_UTF16BE}, {"utf_16be", ENC_UTF16BE},
        {"utf_32", ENC_UTF32},      {"utf32", ENC_UTF32},       {"u32", ENC_UTF32},
        {"utf_32_le", ENC_UTF32LE}, {"utf_32le", ENC_UTF32LE},  {"utf_32_be", ENC_UTF32BE},
        {"utf_32be", ENC_UTF32BE}};
    char norm[32];
    size_t i, n = strlen(name);
    if (n >= sizeof norm) {
        return -1;
    }
    for (i = 0; i <= n; i++) {
        char c = name[i];
        if (c >= 'A' && c <= 'Z') {
            c = (char)(c - 'A' + 'a');
        } else if (c == '-' || c == ' ') {
            c = '_';
        }
        norm[i] = c;
    }
    for (i = 0; i < sizeof aliases / sizeof aliases[0]; i++) {
        if (strcmp(norm, aliases[i].name) == 0) {
            return aliases[i].enc;
        }
    }
    return -1;
}

static int handler_of(const char *name) {
    static const char *const names[] = {"strict",           "ignore",          "replace",
                                        "backslashreplace", "surrogateescape", "xmlcharrefreplace"};
    for (int i = 0; i < (int)(sizeof names / sizeof names[0]); i++) {
        if (strcmp(name, names[i]) == 0) {
            return i;
        }
    }
    return ERR_UNKNOWN;
}

/* the codec of argument idx (nil: utf-8), or a LookupError */
static int arg_codec(lua_State *L, int idx) {
    if (lua_isnoneornil(L, idx)) {
        return ENC_UTF8;
    }
    const char *name = lua_tostring(L, idx);
    int enc = codec_of(name);
    if (enc < 0) {
        return py_raise(L, "LookupError", "unknown encoding: %s", name);
    }
    return enc;
}

static void add_utf8(luaL_Buffer *b, unsigned int cp) {
    char *p = luaL_prepbuffsize(b, 4);
    if (cp < 0x80) {
        p[0] = (char)cp;
        luaL_addsize(b, 1);
    } else if (cp < 0x800) {
        p[0] = (char)(0xC0 | (cp >> 6));
        p[1] = (char)(0x80 | (cp & 0x3F));
        luaL_addsize(b, 2);
    } else if (cp < 0x10000) {
        p[0] = (char)(0xE0 | (cp >> 12));
        p[1] = (char)(0x80 | ((cp >> 6) & 0x3F));
        p[2] = (char)(0x80 | (cp & 0x3F));
        luaL_addsize(b, 3);
    } else {
        p[0] = (char)(0xF0 | (cp >> 18));
        p[1] = (char)(0x80 | ((cp >> 12) & 0x3F));
        p[2] = (char)(0x80 | ((cp >> 6) & 0x3F));
        p[3] = (char)(0x80 | (cp & 0x3F));
        luaL_addsize(b, 4);
    }
}

#define IS_CONT(c) (((c)&0xC0) == 0x80)

/* The length of the valid UTF-8 sequence at s (n > 0 bytes left) with its code point in *cp,
 * or 0 and in *bad the length of the invalid part and in *why CPython's reason, as its
 * decoder (stringlib/codecs.h) delimits it. */
static size_t utf8_step(const unsigned char *s, size_t n, unsigned int *cp, size_t *bad,
                        const char **why) {
    unsigned int c = s[0];
    *why = "invalid continuation byte";
    if (c < 0x80) {
        *cp = c;
        return 1;
    }
    if (c < 0xC2 || c >= 0xF5) {
        *why = "invalid start byte";
        *bad = 1;
        return 0;
    }
    if (c < 0xE0) {
        if (n < 2) {
            goto end;
        }
        if (!IS_CONT(s[1])) {
            *bad = 1;
            return 0;
        }
        *cp = ((c & 0x1F) << 6) | (s[1] & 0x3F);
        return 2;
    }
    if (c < 0xF0) {
        if (n < 2) {
            goto end;
        }
        if (!IS_CONT(s[1]) || (c == 0xE0 && s[1] < 0xA0) || (c == 0xED && s[1] >= 0xA0)) {
            *bad = 1;
            return 0;
        }
        if (n < 3) {
            goto end;
        }
        if (!IS_CONT(s[2])) {
            *bad = 2;
            return 0;
        }
        *cp = ((c & 0x0F) << 12) | ((unsigned)(s[1] & 0x3F) << 6) | (s[2] & 0x3F);
        return 3;
    }
    if (n < 2) {
        goto end;
    }
    if (!IS_CONT(s[1]) || (c == 0xF0 && s[1] < 0x90) || (c == 0xF4 && s[1] >= 0x90)) {
        *bad = 1;
        return 0;
    }
    if (n < 3) {
        goto end;
    }
    if (!IS_CONT(s[2])) {
        *bad = 2;
        return 0;
    }
    if (n < 4) {
        goto end;
    }
    if (!IS_CONT(s[3])) {
        *bad = 3;
        return 0;
    }
    *cp = ((c & 0x07) << 18) | ((unsigned)(s[1] & 0x3F) << 12) | ((unsigned)(s[2] & 0x3F) << 6) |
          (s[3] & 0x3F);
    return 4;
end:
    *why = "unexpected end of data";
    *bad = n;
    return 0;
}

/* a UnicodeDecodeError/UnicodeEncodeError with CPython's five fields (encoding, object, start,
 * end, reason), made by the registry's "py.unicode_error" (runtime/run.lua); its str is
 * CPython's message. The object is the Lua string (the bytes, or the str's UTF-8). */
static int unicode_error(lua_State *L, const char *tname, int enc, const char *obj, size_t objlen,
                         size_t start, size_t end, const char *why) {
    lua_getfield(L, LUA_REGISTRYINDEX, "py.unicode_error");
    lua_pushstring(L, tname);
    lua_pushstring(L, enc_names[enc]);
    lua_pushlstring(L, obj, objlen);
    lua_pushinteger(L, (lua_Integer)start);
    lua_pushinteger(L, (lua_Integer)end);
    lua_pushstring(L, why);
    lua_call(L, 6, 0); /* raises */
    return 0;
}

static int decode_error(lua_State *L, int enc, const unsigned char *s, size_t n, size_t start,
                        size_t end, const char *why) {
    return unicode_error(L, "UnicodeDecodeError", enc, (const char *)s, n, start, end, why);
}

/* decode(s, encoding, errors) -> str */
static int wide_decode(lua_State *L, const unsigned char *s, size_t n, int enc, int err,
                       const char *errname);

static int bytes_decode(lua_State *L) {
    size_t n, i = 0;
    const unsigned char *s = (const unsigned char *)luaL_checklstring(L, 1, &n);
    int enc = arg_codec(L, 2);
    const char *errname = luaL_optstring(L, 3, "strict");
    int err = handler_of(errname);
    if (enc >= ENC_UTF16) {
        return wide_decode(L, s, n, enc, err, errname);
    }
    luaL_Buffer b;
    if (n > 4096) {
        py_charge(L, (long long)(n / 16));
    }
    size_t run = 0; /* s[run..i) is valid and copied as it is, when something else comes */
    int copied = 0;
    luaL_buffinit(L, &b);
    while (i < n) {
        size_t bad = 1, k;
        const char *why = "ordinal not in range(128)";
        unsigned int cp = s[i];
        if (cp < 0x80) {
            i++;
            continue;
        }
        if (enc == ENC_UTF8) {
            k = utf8_step(s + i, n - i, &cp, &bad, &why);
            if (k > 0) {
                i += k;
                continue;
            }
        }
        luaL_addlstring(&b, (const char *)s + run, i - run);
        copied = 1;
        if (enc == ENC_LATIN1) {
            add_utf8(&b, cp);
            i++;
            run = i;
            continue;
        }
        switch (err) {
        case ERR_IGNORE:
            break;
        case ERR_REPLACE:
            add_utf8(&b, 0xFFFD);
            break;
        case ERR_BACKSLASH:
            for (k = 0; k < bad; k++) {
                char hex[5];
                snprintf(hex, sizeof hex, "\\x%02x", s[i + k]);
                luaL_addlstring(&b, hex, 4);
            }
            break;
        case ERR_SURROGATEESCAPE:
            for (k = 0; k < bad; k++) {
                if (s[i + k] < 0x80) {
                    return decode_error(L, enc, s, n, i, i + bad, why);
                }
                add_utf8(&b, 0xDC00 + s[i + k]);
            }
            break;
        case ERR_STRICT:
            return decode_error(L, enc, s, n, i, i + bad, why);
        default:
            return py_raise(L, "LookupError", "unknown error handler name '%s'", errname);
        }
        i += bad;
        run = i;
    }
    if (!copied) { /* valid throughout: the str is the bytes themselves */
        lua_pushvalue(L, 1);
        return 1;
    }
    luaL_addlstring(&b, (const char *)s + run, n - run);
    luaL_pushresult(&b);
    return 1;
}

/* the code point of the moonpy str (UTF-8, lone surrogates as 3-byte forms) at s, and its
 * length */
static size_t str_step(const unsigned char *s, size_t n, unsigned int *cp) {
    unsigned int c = s[0];
    if (c < 0x80 || n < 2) {
        *cp = c;
        return 1;
    }
    if (c < 0xE0) {
        *cp = ((c & 0x1F) << 6) | (s[1] & 0x3F);
        return 2;
    }
    if (c < 0xF0 || n < 4) {
        *cp = n < 3 ? c : ((c & 0x0F) << 12) | ((unsigned)(s[1] & 0x3F) << 6) | (s[2] & 0x3F);
        return n < 3 ? 1 : 3;
    }
    *cp = ((c & 0x07) << 18) | ((unsigned)(s[1] & 0x3F) << 12) | ((unsigned)(s[2] & 0x3F) << 6) |
          (s[3] & 0x3F);
    return 4;
}

static void char_escape(char *out, size_t size, unsigned int cp) {
    if (cp < 0x100) {
        snprintf(out, size, "\\x%02x", cp);
    } else if (cp < 0x10000) {
        snprintf(out, size, "\\u%04x", cp);
    } else {
        snprintf(out, size, "\\U%08x", cp);
    }
}

/* encode(s, encoding, errors) -> the bytes' string */
static int wide_encode(lua_State *L, const unsigned char *s, size_t n, int enc, int err,
                       const char *errname);

static int str_encode(lua_State *L) {
    size_t n, i = 0, pos = 0;
    const unsigned char *s = (const unsigned char *)luaL_checklstring(L, 1, &n);
    int enc = arg_codec(L, 2);
    const char *errname = luaL_optstring(L, 3, "strict");
    int err = handler_of(errname);
    if (enc >= ENC_UTF16) {
        return wide_encode(L, s, n, enc, err, errname);
    }
    unsigned int limit = enc == ENC_ASCII ? 0x80 : 0x100;
    luaL_Buffer b;
    if (n > 4096) {
        py_charge(L, (long long)(n / 16));
    }
    size_t run = 0; /* s[run..i) is copied as it is, when something else comes */
    int copied = 0;
    luaL_buffinit(L, &b);
    while (i < n) {
        unsigned int cp;
        size_t k;
        if (s[i] < 0x80) {
            i++;
            pos++;
            continue;
        }
        k = str_step(s + i, n - i, &cp);
        int ok = enc == ENC_UTF8 ? (cp < 0xD800 || cp > 0xDFFF) : cp < limit;
        if (ok && enc == ENC_UTF8) {
            i += k;
            pos++;
            continue;
        }
        luaL_addlstring(&b, (const char *)s + run, i - run);
        copied = 1;
        if (ok) { /* latin-1 */
            luaL_addchar(&b, (char)cp);
            i += k;
            run = i;
            pos++;
            continue;
        }
        /* the run of characters this codec cannot encode (CPython reports it whole) */
        size_t j = i + k, endpos = pos + 1;
        while (j < n) {
            unsigned int c2;
            size_t k2 = str_step(s + j, n - j, &c2);
            int ok2 = enc == ENC_UTF8 ? (c2 < 0xD800 || c2 > 0xDFFF) : c2 < limit;
            if (ok2) {
                break;
            }
            j += k2;
            endpos++;
        }
        if (err == ERR_STRICT || err == ERR_UNKNOWN) {
            if (err == ERR_UNKNOWN) {
                return py_raise(L, "LookupError", "unknown error handler name '%s'", errname);
            }
            const char *why = enc == ENC_UTF8    ? "surrogates not allowed"
                              : enc == ENC_ASCII ? "ordinal not in range(128)"
                                                 : "ordinal not in range(256)";
            return unicode_error(L, "UnicodeEncodeError", enc, (const char *)s, n, pos, endpos,
                                 why);
        }
        while (i < j) {
            k = str_step(s + i, n - i, &cp);
            char esc[16];
            switch (err) {
            case ERR_IGNORE:
                break;
            case ERR_REPLACE:
                luaL_addchar(&b, '?');
                break;
            case ERR_BACKSLASH:
                char_escape(esc, sizeof esc, cp);
                luaL_addstring(&b, esc);
                break;
            case ERR_XMLCHAR:
                snprintf(esc, sizeof esc, "&#%u;", cp);
                luaL_addstring(&b, esc);
                break;
            default: /* surrogateescape: U+DC80..U+DCFF are the bytes 0x80..0xFF */
                if (cp < 0xDC80 || cp > 0xDCFF) {
                    const char *why = enc == ENC_UTF8    ? "surrogates not allowed"
                                      : enc == ENC_ASCII ? "ordinal not in range(128)"
                                                         : "ordinal not in range(256)";
                    return unicode_error(L, "UnicodeEncodeError", enc, (const char *)s, n, pos,
                                         pos + 1, why);
                }
                luaL_addchar(&b, (char)(cp - 0xDC00));
            }
            i += k;
            pos++;
        }
        run = i;
    }
    if (!copied) { /* nothing to change: the str's own bytes */
        lua_pushvalue(L, 1);
        return 1;
    }
    luaL_addlstring(&b, (const char *)s + run, n - run);
    luaL_pushresult(&b);
    return 1;
}

/* repr(s) -> b'...' as CPython: ' unless the bytes hold ' and no " */
static int bytes_repr(lua_State *L) {
    size_t n, i;
    const unsigned char *s = (const unsigned char *)luaL_checklstring(L, 1, &n);
    char quote = '\'';
    luaL_Buffer b;
    if (memchr(s, '\'', n) && !memchr(s, '"', n)) {
        quote = '"';
    }
    if (n > 4096) {
        py_charge(L, (long long)(n / 16));
    }
    luaL_buffinit(L, &b);
    luaL_addchar(&b, 'b');
    luaL_addchar(&b, quote);
    for (i = 0; i < n; i++) {
        unsigned char c = s[i];
        if (c == quote || c == '\\') {
            luaL_addchar(&b, '\\');
            luaL_addchar(&b, (char)c);
        } else if (c == '\t') {
            luaL_addstring(&b, "\\t");
        } else if (c == '\n') {
            luaL_addstring(&b, "\\n");
        } else if (c == '\r') {
            luaL_addstring(&b, "\\r");
        } else if (c < 0x20 || c >= 0x7F) {
            char hex[5];
            snprintf(hex, sizeof hex, "\\x%02x", c);
            luaL_addlstring(&b, hex, 4);
        } else {
            luaL_addchar(&b, (char)c);
        }
    }
    luaL_addchar(&b, quote);
    luaL_pushresult(&b);
    return 1;
}

/* hex(s, sep, bytes_per_sep) -> str; sep is a one-character string or nil */
static int bytes_hex(lua_State *L) {
    static const char digits[] = "0123456789abcdef";
    size_t n, i, seplen = 0;
    const unsigned char *s = (const unsigned char *)luaL_checklstring(L, 1, &n);
    const char *sep = luaL_optlstring(L, 2, NULL, &seplen);
    lua_Integer per = luaL_optinteger(L, 3, 1);
    size_t group = (size_t)(per < 0 ? -per : per);
    luaL_Buffer b;
    if (n > 4096) {
        py_charge(L, (long long)(n / 16));
    }
    luaL_buffinit(L, &b);
    for (i = 0; i < n; i++) {
        if (sep != NULL && i > 0 && group > 0) {
            /* a positive count groups from the right, a negative one from the left */
            size_t at = per > 0 ? n - i : i;
            if (at % group == 0) {
                luaL_addlstring(&b, sep, seplen);
            }
        }
        luaL_addchar(&b, digits[s[i] >> 4]);
        luaL_addchar(&b, digits[s[i] & 15]);
    }
    luaL_pushresult(&b);
    return 1;
}

static int hexval(int c) {
    if (c >= '0' && c <= '9') {
        return c - '0';
    }
    if (c >= 'a' && c <= 'f') {
        return c - 'a' + 10;
    }
    if (c >= 'A' && c <= 'F') {
        return c - 'A' + 10;
    }
    return -1;
}

/* fromhex(str) -> the bytes' string; ASCII whitespace between pairs is skipped.
 * The position in the error counts the str's characters (a non-ASCII one is one). */
static int bytes_fromhex(lua_State *L) {
    size_t n, i = 0, pos = 0;
    const unsigned char *s = (const unsigned char *)luaL_checklstring(L, 1, &n);
    luaL_Buffer b;
    if (n > 4096) {
        py_charge(L, (long long)(n / 16));
    }
    luaL_buffinit(L, &b);
    while (i < n) {
        unsigned char c = s[i];
        if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f') {
            i++;
            pos++;
            continue;
        }
        int hi = hexval(c);
        if (hi < 0) {
            return raise_c(L, "ValueError",
                           "non-hexadecimal number found in fromhex() arg at position %zu", pos);
        }
        if (i + 1 >= n) {
            return raise_c(L, "ValueError",
                           "non-hexadecimal number found in fromhex() arg at position %zu",
                           pos + 1);
        }
        int lo = hexval(s[i + 1]);
        if (lo < 0) {
            return raise_c(L, "ValueError",
                           "non-hexadecimal number found in fromhex() arg at position %zu",
                           pos + 1);
        }
        luaL_addchar(&b, (char)(hi * 16 + lo));
        i += 2;
        pos += 2;
    }
    luaL_pushresult(&b);
    return 1;
}

/* fromints(t [, i, j]) -> the string of the ints t[i..j] (default 1..#t), or nil and the
 * index of the first item that is not an int in 0..255 */
static int bytes_fromints(lua_State *L) {
    lua_Integer i = luaL_optinteger(L, 2, 1), j, k;
    luaL_Buffer b;
    luaL_checktype(L, 1, LUA_TTABLE);
    j = lua_isnoneornil(L, 3) ? (lua_Integer)lua_rawlen(L, 1) : lua_tointeger(L, 3);
    if (j - i > 4096) {
        py_charge(L, (long long)((j - i) / 16));
    }
    luaL_buffinit(L, &b);
    for (k = i; k <= j; k++) {
        int isint;
        lua_rawgeti(L, 1, k);
        lua_Integer v = lua_tointegerx(L, -1, &isint);
        if (!isint || !lua_isinteger(L, -1) || v < 0 || v > 255) {
            lua_pushnil(L);
            lua_pushinteger(L, k);
            return 2;
        }
        lua_pop(L, 1);
        luaL_addchar(&b, (char)v);
    }
    luaL_pushresult(&b);
    return 1;
}

/* toints(s) -> a new Lua array of the bytes as ints */
static int bytes_toints(lua_State *L) {
    size_t n, i;
    const unsigned char *s = (const unsigned char *)luaL_checklstring(L, 1, &n);
    if (n > 4096) {
        py_charge(L, (long long)(n / 16));
    }
    if (n > (size_t)1 << 30) {
        return py_limit(L, "MemoryError", "memory limit exceeded");
    }
    lua_createtable(L, (int)n, 0);
    for (i = 0; i < n; i++) {
        lua_pushinteger(L, s[i]);
        lua_rawseti(L, -2, (lua_Integer)i + 1);
    }
    return 1;
}

/* UTF-16 and UTF-32 (with a BOM, little-endian as this machine, or of a given order) */

/* one code unit of `size` bytes in order `be` */
static void put_unit(luaL_Buffer *b, unsigned int u, int size, int be) {
    char *p = luaL_prepbuffsize(b, (size_t)size);
    for (int k = 0; k < size; k++) {
        p[be ? size - 1 - k : k] = (char)((u >> (8 * k)) & 0xFF);
    }
    luaL_addsize(b, (size_t)size);
}

static void put_cp(luaL_Buffer *b, unsigned int cp, int wide32, int be) {
    if (wide32) {
        put_unit(b, cp, 4, be);
    } else if (cp >= 0x10000) {
        cp -= 0x10000;
        put_unit(b, 0xD800 | (cp >> 10), 2, be);
        put_unit(b, 0xDC00 | (cp & 0x3FF), 2, be);
    } else {
        put_unit(b, cp, 2, be);
    }
}

static int wide_encode(lua_State *L, const unsigned char *s, size_t n, int enc, int err,
                       const char *errname) {
    int wide32 = enc >= ENC_UTF32;
    int base = wide32 ? ENC_UTF32 : ENC_UTF16;
    int be = enc == base + 2;
    luaL_Buffer b;
    if (n > 4096) {
        py_charge(L, (long long)(n / 16));
    }
    luaL_buffinit(L, &b);
    if (enc == base) {
        put_cp(&b, 0xFEFF, wide32, be); /* the BOM */
    }
    size_t i = 0, pos = 0;
    while (i < n) {
        unsigned int cp;
        size_t k = str_step(s + i, n - i, &cp);
        if (cp >= 0xD800 && cp <= 0xDFFF) { /* a lone surrogate (moonpy strs hold them) */
            char esc[16];
            const char *p;
            switch (err) {
            case ERR_IGNORE:
                break;
            case ERR_REPLACE:
                put_cp(&b, '?', wide32, be);
                break;
            case ERR_BACKSLASH:
            case ERR_XMLCHAR:
                if (err == ERR_BACKSLASH) {
                    char_escape(esc, sizeof esc, cp);
                } else {
                    snprintf(esc, sizeof esc, "&#%u;", cp);
                }
                for (p = esc; *p; p++) {
                    put_cp(&b, (unsigned char)*p, wide32, be);
                }
                break;
            case ERR_UNKNOWN:
                return py_raise(L, "LookupError", "unknown error handler name '%s'", errname);
            default:
                return unicode_error(L, "UnicodeEncodeError", enc, (const char *)s, n, pos, pos + 1,
                                     "surrogates not allowed");
            }
        } else {
            put_cp(&b, cp, wide32, be);
        }
        i += k;
        pos++;
    }
    luaL_pushresult(&b);
    return 1;
}

static int wide_decode(lua_State *L, const unsigned char *s, size_t n, int enc, int err,
                       const char *errname) {
    int wide32 = enc >= ENC_UTF32;
    int base = wide32 ? ENC_UTF32 : ENC_UTF16;
    int be = enc == base + 2;
    size_t unit = wide32 ? 4 : 2, i = 0;
    if (enc == base) { /* the BOM says the order; without one, little-endian */
        if (!wide32 && n >= 2 && s[0] == 0xFE && s[1] == 0xFF) {
            be = 1;
            i = 2;
        } else if (!wide32 && n >= 2 && s[0] == 0xFF && s[1] == 0xFE) {
            i = 2;
        } else if (wide32 && n >= 4 && s[0] == 0 && s[1] == 0 && s[2] == 0xFE && s[3] == 0xFF) {
            be = 1;
            i = 4;
        } else if (wide32 && n >= 4 && s[0] == 0xFF && s[1] == 0xFE && s[2] == 0 && s[3] == 0) {
            i = 4;
        }
        enc = base + (be ? 2 : 1); /* errors name the order found */
    }
    luaL_Buffer b;
    if (n > 4096) {
        py_charge(L, (long long)(n / 16));
    }
    luaL_buffinit(L, &b);
    while (i < n) {
        size_t bad;
        const char *why;
        if (n - i < unit) {
            bad = n - i;
            why = "truncated data";
        } else {
            unsigned int u = 0;
            for (size_t k = 0; k < unit; k++) {
                u |= (unsigned int)s[i + (be ? unit - 1 - k : k)] << (8 * k);
            }
            if (wide32) {
                if (u <= 0x10FFFF && (u < 0xD800 || u > 0xDFFF)) {
                    add_utf8(&b, u);
                    i += 4;
                    continue;
                }
                bad = 4;
                why = u > 0x10FFFF ? "code point not in range(0x110000)"
                                   : "code point in surrogate code point range(0xd800, 0xe000)";
            } else if (u < 0xD800 || u > 0xDFFF) {
                add_utf8(&b, u);
                i += 2;
                continue;
            } else if (u >= 0xDC00) {
                bad = 2;
                why = "illegal encoding";
            } else if (n - i < 4) { /* a high surrogate at the end: what is left */
                bad = n - i;
                why = "unexpected end of data";
            } else {
                unsigned int lo = be ? ((unsigned)s[i + 2] << 8) | s[i + 3]
                                     : ((unsigned)s[i + 3] << 8) | s[i + 2];
                if (lo >= 0xDC00 && lo <= 0xDFFF) {
                    add_utf8(&b, 0x10000 + ((u - 0xD800) << 10) + (lo - 0xDC00));
                    i += 4;
                    continue;
                }
                bad = 2;
                why = "illegal UTF-16 surrogate";
            }
        }
        switch (err) {
        case ERR_IGNORE:
            break;
        case ERR_REPLACE:
            add_utf8(&b, 0xFFFD);
            break;
        case ERR_BACKSLASH:
            for (size_t k = 0; k < bad; k++) {
                char hex[5];
                snprintf(hex, sizeof hex, "\\x%02x", s[i + k]);
                luaL_addlstring(&b, hex, 4);
            }
            break;
        case ERR_UNKNOWN:
            return py_raise(L, "LookupError", "unknown error handler name '%s'", errname);
        default:
            return decode_error(L, enc, s, n, i, i + bad, why);
        }
        i += bad;
    }
    luaL_pushresult(&b);
    return 1;
}

static const luaL_Reg bytes_funcs[] = {{"decode", bytes_decode},   {"encode", str_encode},
                                       {"fromhex", bytes_fromhex}, {"fromints", bytes_fromints},
                                       {"hex", bytes_hex},         {"repr", bytes_repr},
                                       {"toints", bytes_toints},   {NULL, NULL}};

/* the `bytes` table of the py.num module (the table at the top of the stack) */
void py_openbytes(lua_State *L) {
    luaL_newlib(L, bytes_funcs);
    lua_setfield(L, -2, "bytes");
}
