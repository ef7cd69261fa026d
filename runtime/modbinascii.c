/*
 * modbinascii.c: the C part of `binascii` (and so of `base64`): base64 both ways as CPython
 * 3.11's Modules/binascii.c does it (the non-strict decoder skips what is not in the alphabet
 * and stops at complete padding), and CRC-32. Errors come back as (nil, message): the Lua
 * side raises binascii.Error, a class that C cannot name.
 */
#include <stdint.h>
#include <string.h>
#include "py.h"

static const char b64chars[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

static int b64val(unsigned char c) {
    if (c >= 'A' && c <= 'Z') {
        return c - 'A';
    }
    if (c >= 'a' && c <= 'z') {
        return c - 'a' + 26;
    }
    if (c >= '0' && c <= '9') {
        return c - '0' + 52;
    }
    if (c == '+') {
        return 62;
    }
    if (c == '/') {
        return 63;
    }
    return -1;
}

/* b2a_base64(s, newline) -> the base64 text of s, with a final newline if newline */
static int ba_b2a_base64(lua_State *L) {
    size_t n, i;
    const unsigned char *s = (const unsigned char *)luaL_checklstring(L, 1, &n);
    int newline = lua_toboolean(L, 2);
    luaL_Buffer b;
    if (n > 4096) {
        py_charge(L, (long long)(n / 16));
    }
    luaL_buffinit(L, &b);
    for (i = 0; i + 2 < n; i += 3) {
        uint32_t v = ((uint32_t)s[i] << 16) | ((uint32_t)s[i + 1] << 8) | s[i + 2];
        char *p = luaL_prepbuffsize(&b, 4);
        p[0] = b64chars[v >> 18];
        p[1] = b64chars[(v >> 12) & 63];
        p[2] = b64chars[(v >> 6) & 63];
        p[3] = b64chars[v & 63];
        luaL_addsize(&b, 4);
    }
    if (i < n) {
        uint32_t v = (uint32_t)s[i] << 16 | (i + 1 < n ? (uint32_t)s[i + 1] << 8 : 0);
        luaL_addchar(&b, b64chars[v >> 18]);
        luaL_addchar(&b, b64chars[(v >> 12) & 63]);
        luaL_addchar(&b, i + 1 < n ? b64chars[(v >> 6) & 63] : '=');
        luaL_addchar(&b, '=');
    }
    if (newline) {
        luaL_addchar(&b, '\n');
    }
    luaL_pushresult(&b);
    return 1;
}

static int fail(lua_State *L, const char *msg) {
    lua_pushnil(L);
    lua_pushstring(L, msg);
    return 2;
}

/* a2b_base64(s, strict) -> the bytes, or nil and binascii.Error's message */
static int ba_a2b_base64(lua_State *L) {
    size_t n, i;
    const unsigned char *s = (const unsigned char *)luaL_checklstring(L, 1, &n);
    int strict = lua_toboolean(L, 2);
    int quad = 0, pads = 0, padding = 0;
    unsigned left = 0;
    size_t out = 0;
    luaL_Buffer b;
    if (n > 4096) {
        py_charge(L, (long long)(n / 16));
    }
    if (strict && n > 0 && s[0] == '=') {
        return fail(L, "Leading padding not allowed");
    }
    luaL_buffinit(L, &b);
    for (i = 0; i < n; i++) {
        if (s[i] == '=') {
            padding = 1;
            if (strict && quad == 0) {
                return fail(L, "Excess padding not allowed");
            }
            if (quad >= 2 && quad + ++pads >= 4) {
                if (strict && i + 1 < n) {
                    return fail(L, "Excess data after padding");
                }
                quad = 0;
                break;
            }
            continue;
        }
        int v = b64val(s[i]);
        if (v < 0) {
            if (strict) {
                return fail(L, "Only base64 data is allowed");
            }
            continue;
        }
        if (strict && padding) {
            return fail(L, "Discontinuous padding not allowed");
        }
        pads = 0;
        switch (quad) {
        case 0:
            quad = 1;
            left = (unsigned)v;
            break;
        case 1:
            quad = 2;
            luaL_addchar(&b, (char)((left << 2) | ((unsigned)v >> 4)));
            out++;
            left = (unsigned)v & 0x0F;
            break;
        case 2:
            quad = 3;
            luaL_addchar(&b, (char)((left << 4) | ((unsigned)v >> 2)));
            out++;
            left = (unsigned)v & 0x03;
            break;
        default:
            quad = 0;
            luaL_addchar(&b, (char)((left << 6) | (unsigned)v));
            out++;
            left = 0;
        }
    }
    if (quad != 0) {
        lua_pushnil(L);
        if (quad == 1) {
            lua_pushfstring(L,
                            "Invalid base64-encoded string: number of data characters (%d) cannot "
                            "be 1 more than a multiple of 4",
                            (int)(out / 3 * 4 + 1));
        } else {
            lua_pushliteral(L, "Incorrect padding");
        }
        return 2;
    }
    luaL_pushresult(&b);
    return 1;
}

/* crc32(s, crc) -> the CRC-32 (zlib's) of s, continuing from crc */
static int ba_crc32(lua_State *L) {
    size_t n, i;
    const unsigned char *s = (const unsigned char *)luaL_checklstring(L, 1, &n);
    uint32_t crc = ~(uint32_t)luaL_optinteger(L, 2, 0);
    if (n > 4096) {
        py_charge(L, (long long)(n / 8));
    }
    for (i = 0; i < n; i++) {
        crc ^= s[i];
        for (int k = 0; k < 8; k++) {
            crc = (crc >> 1) ^ (0xEDB88320u & (0u - (crc & 1u)));
        }
    }
    lua_pushinteger(L, (lua_Integer)(~crc & 0xFFFFFFFFu));
    return 1;
}

/* adler32(s, value) -> zlib's Adler-32 of s, continuing from value */
static int ba_adler32(lua_State *L) {
    size_t n, i;
    const unsigned char *s = (const unsigned char *)luaL_checklstring(L, 1, &n);
    uint32_t v = (uint32_t)luaL_optinteger(L, 2, 1);
    uint32_t a = v & 0xFFFF, b = v >> 16;
    if (n > 4096) {
        py_charge(L, (long long)(n / 16));
    }
    for (i = 0; i < n; i++) {
        a = (a + s[i]) % 65521;
        b = (b + a) % 65521;
    }
    lua_pushinteger(L, (lua_Integer)((b << 16) | a));
    return 1;
}

static const luaL_Reg binascii_funcs[] = {{"a2b_base64", ba_a2b_base64},
                                          {"adler32", ba_adler32},
                                          {"b2a_base64", ba_b2a_base64},
                                          {"crc32", ba_crc32},
                                          {NULL, NULL}};

int luaopen_py_binascii(lua_State *L) {
    luaL_newlib(L, binascii_funcs);
    return 1;
}
