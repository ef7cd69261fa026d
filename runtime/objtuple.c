/*
 * objtuple.c: the dict key of a tuple (objobject.lua's dkey gives every hashable value the Lua
 * key that stands for it in a dict's index: a str or an int is its own key; a tuple is a string
 * that encodes its elements so that equal tuples, and only they, get the same string, or, for
 * a pair or triple of small ints, the light userdata that moonpy's VM makes and finds in dicts
 * without a call: luaV_mptuplekey, patches/lua/0007).
 *
 * The encoding: "\xff" "T" and the element count, then per element a tag and a self-delimiting
 * body: 'i' and 8 bytes for an int, a bool, or an integral float in the int64 range (1, 1.0
 * and True are equal, so they share a key); 'f' and the 8 bytes of any other finite float;
 * 'n' for nan; 's', a 4-byte length and the bytes of a str; 'T'... for a nested tuple; 'o'
 * and the address of an object hashed by identity; 'k', a length and the bytes of the key
 * that dkey (the Lua function, an upvalue) gives anything else (big ints, frozensets, user
 * objects with __hash__, ...). No Python str contains the byte 0xff (strs are UTF-8), so no
 * str key equals a tuple's key.
 */
#include <math.h>
#include <stdint.h>
#include <string.h>
#include "objint.h"

#define KEY_DEPTH 64 /* nested tuples deeper than this take the Lua path (its C stack check) */

/* The key being built: in a buffer on the C stack, then (when it outgrows it) in a userdata at
 * stack index 2, so an error raised by dkey frees it; values may be pushed above it at any
 * time. Most keys (a few numbers or short strs) never leave the C stack: no garbage. */
#define KEY_STACK 256
typedef struct Key {
    char *p;
    size_t n, cap;
} Key;

static void grow(lua_State *L, Key *k, size_t more) {
    size_t cap = k->cap * 2;
    while (cap < k->n + more) {
        cap *= 2;
    }
    char *p = lua_newuserdatauv(L, cap, 0);
    memcpy(p, k->p, k->n);
    lua_replace(L, 2);
    k->p = p;
    k->cap = cap;
}

static void put(lua_State *L, Key *k, char tag, const void *p, size_t n) {
    if (k->n + 1 + n > k->cap) {
        grow(L, k, 1 + n);
    }
    k->p[k->n++] = tag;
    if (n > 0) {
        memcpy(k->p + k->n, p, n);
        k->n += n;
    }
}

static void put_str(lua_State *L, Key *k, char tag, const char *s, size_t n) {
    uint32_t len = (uint32_t)n;
    if (k->n + 1 + sizeof len + n > k->cap) {
        grow(L, k, 1 + sizeof len + n);
    }
    k->p[k->n++] = tag;
    memcpy(k->p + k->n, &len, sizeof len);
    memcpy(k->p + k->n + sizeof len, s, n);
    k->n += sizeof len + n;
}

/* Appends the key of the tuple at stack index t; upvalue 1 is TupleMT, 2 is dkey. */
static void add_tuple(lua_State *L, Key *k, int t, int depth) {
    lua_Integer n = (lua_Integer)lua_rawlen(L, t);
    luaL_checkstack(L, 4, "tuple key"); /* a nested tuple, dkey, its argument, its result */
    put(L, k, 'T', &n, sizeof n);
    for (lua_Integer i = 1; i <= n; i++) {
        int tt = lua_rawgeti(L, t, i);
        if (tt == LUA_TNUMBER) {
            lua_Integer v;
            if (lua_isinteger(L, -1)) {
                v = lua_tointeger(L, -1);
                lua_pop(L, 1);
                put(L, k, 'i', &v, sizeof v);
                continue;
            }
            double x = lua_tonumber(L, -1);
            if (isnan(x)) {
                lua_pop(L, 1);
                put(L, k, 'n', NULL, 0);
                continue;
            }
            if (x == floor(x) && x >= -0x1p63 && x < 0x1p63) {
                v = (lua_Integer)x;
                lua_pop(L, 1);
                put(L, k, 'i', &v, sizeof v);
                continue;
            }
            if (x != floor(x) || isinf(x)) {
                lua_pop(L, 1);
                put(L, k, 'f', &x, sizeof x);
                continue;
            }
            /* an integral float beyond int64: the key of the big int of the same value */
        } else if (tt == LUA_TSTRING) {
            size_t len;
            const char *s = lua_tolstring(L, -1, &len);
            put_str(L, k, 's', s, len);
            lua_pop(L, 1);
            continue;
        } else if (tt == LUA_TBOOLEAN) {
            lua_Integer v = lua_toboolean(L, -1);
            lua_pop(L, 1);
            put(L, k, 'i', &v, sizeof v);
            continue;
        } else if (tt == LUA_TTABLE && depth < KEY_DEPTH && lua_getmetatable(L, -1)) {
            int is_tuple = lua_rawequal(L, -1, lua_upvalueindex(1));
            lua_pop(L, 1);
            if (is_tuple) {
                add_tuple(L, k, lua_gettop(L), depth + 1);
                lua_pop(L, 1);
                continue;
            }
        }
        /* anything else: dkey(x) */
        lua_pushvalue(L, lua_upvalueindex(2));
        lua_insert(L, -2);
        lua_call(L, 1, 1);
        if (lua_type(L, -1) == LUA_TSTRING) {
            size_t len;
            const char *s = lua_tolstring(L, -1, &len);
            /* a key that is a str (no other key starts with byte 255): the object equals that
             * str (a str enum member, a str subclass's object), so it is keyed as the str */
            put_str(L, k, (len > 0 && (unsigned char)s[0] == 255) ? 'k' : 's', s, len);
        } else if (lua_isinteger(L, -1)) { /* an int's key: an object equal to an int */
            lua_Integer v = lua_tointeger(L, -1);
            put(L, k, 'i', &v, sizeof v);
        } else if (lua_type(L, -1) == LUA_TNUMBER) { /* dkey gives a float its own value */
            double x = lua_tonumber(L, -1);
            put(L, k, 'f', &x, sizeof x);
        } else { /* the object itself: identity */
            const void *p = lua_topointer(L, -1);
            put(L, k, 'o', &p, sizeof p);
        }
        lua_pop(L, 1);
    }
}

/* tuple_key(t) -> the key of tuple t (upvalues TupleMT, dkey): a light userdata for a small
 * pair or triple of ints, else a string */
static int tuple_key(lua_State *L) {
    char buf[KEY_STACK];
    luaL_checktype(L, 1, LUA_TTABLE);
    if (lua_mp_tuplekey(L, 1)) { /* the VM's key of a pair or triple of small ints */
        return 1;
    }
    lua_settop(L, 2); /* index 2: the userdata once the key outgrows buf */
    Key k = {buf, 0, sizeof buf};
    put(L, &k, '\xff', NULL, 0);
    add_tuple(L, &k, 1, 0);
    lua_pushlstring(L, k.p, k.n);
    return 1;
}

/* tuple_keyfunc(TupleMT, dkey) -> tuple_key bound to them */
static int tuple_keyfunc(lua_State *L) {
    luaL_checktype(L, 1, LUA_TTABLE);
    luaL_checktype(L, 2, LUA_TFUNCTION);
    lua_settop(L, 2);
    lua_pushcclosure(L, tuple_key, 2);
    return 1;
}

void py_opentuple(lua_State *L) {
    lua_pushcfunction(L, tuple_keyfunc);
    lua_setfield(L, -2, "tuple_keyfunc");
}
