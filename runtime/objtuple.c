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

/*
 * keysort(keys, n, TupleMT, reverse, ListMT) -> the stable order of keys[1..n] (a table of
 * their positions), as list.sort orders them by `<`, or nil when a key is not made only of
 * numbers (ints within 2^53, floats that are not nan, bools), strs, and tuples and lists of
 * them (a list never compares with a tuple), or when two keys do not compare (1 < "a"):
 * objlist.lua's copy of CPython's sort then runs, and raises what CPython raises.
 * Keys are read into an array of elements first; a merge sort of positions compares them in
 * C, with Python's tuple order (the first unequal element decides, then the length) and
 * code-point order for strs (UTF-8's byte order).
 */
enum { K_NUM, K_STR, K_TUP, K_LIST };
typedef struct KElem {
    int kind, count;   /* K_TUP, K_LIST: count elements from index start */
    size_t start, len; /* K_STR: len bytes at s */
    double d;
    const char *s;
} KElem;
typedef struct KSort {
    KElem *e;
    size_t n, cap;
    int err; /* two keys that do not compare */
} KSort;

#define KSORT_SLOT 6 /* the stack slot of the userdata that holds the elements */

static long ks_alloc(lua_State *L, KSort *ks, size_t count) {
    if (ks->n + count > ks->cap) {
        size_t cap = ks->cap * 2 + count + 16;
        KElem *e = lua_newuserdatauv(L, cap * sizeof(KElem), 0);
        if (ks->n > 0) {
            memcpy(e, ks->e, ks->n * sizeof(KElem));
        }
        lua_replace(L, KSORT_SLOT);
        ks->e = e;
        ks->cap = cap;
    }
    size_t at = ks->n;
    ks->n += count;
    return (long)at;
}

/* reads the value at the top of the stack into element at; pops it; 0 if it is not simple */
static int ks_read(lua_State *L, KSort *ks, size_t at, int depth) {
    int t = lua_type(L, -1);
    if (t == LUA_TNUMBER) {
        double d;
        if (lua_isinteger(L, -1)) {
            lua_Integer i = lua_tointeger(L, -1);
            if (i > ((lua_Integer)1 << 53) || i < -((lua_Integer)1 << 53)) {
                return 0;
            }
            d = (double)i;
        } else {
            d = lua_tonumber(L, -1);
            if (d != d) {
                return 0;
            }
        }
        ks->e[at].kind = K_NUM;
        ks->e[at].d = d;
    } else if (t == LUA_TBOOLEAN) {
        ks->e[at].kind = K_NUM;
        ks->e[at].d = lua_toboolean(L, -1) ? 1.0 : 0.0;
    } else if (t == LUA_TSTRING) {
        size_t len;
        ks->e[at].kind = K_STR;
        ks->e[at].s = lua_tolstring(L, -1, &len); /* kept alive by the keys table */
        ks->e[at].len = len;
    } else if (t == LUA_TTABLE && depth < KEY_DEPTH && lua_getmetatable(L, -1)) {
        int kind = lua_rawequal(L, -1, 3) ? K_TUP : lua_rawequal(L, -1, 5) ? K_LIST : K_NUM;
        lua_pop(L, 1);
        if (kind == K_NUM) {
            return 0;
        }
        lua_Integer count = (lua_Integer)lua_rawlen(L, -1);
        if (count > 0x7fffffff) {
            return 0;
        }
        long start = ks_alloc(L, ks, (size_t)count);
        ks->e[at].kind = kind;
        ks->e[at].count = (int)count;
        ks->e[at].start = (size_t)start;
        for (lua_Integer j = 0; j < count; j++) {
            lua_rawgeti(L, -1, j + 1);
            if (!ks_read(L, ks, (size_t)start + (size_t)j, depth + 1)) {
                lua_pop(L, 1);
                return 0;
            }
        }
    } else {
        return 0;
    }
    lua_pop(L, 1);
    return 1;
}

/* a < b: -1, a == b: 0, a > b: 1; ks->err for elements that do not compare */
static int ks_cmp(KSort *ks, size_t a, size_t b) {
    const KElem *x = &ks->e[a], *y = &ks->e[b];
    if (x->kind != y->kind) {
        ks->err = 1;
        return 0;
    }
    if (x->kind == K_NUM) {
        return x->d < y->d ? -1 : x->d > y->d;
    }
    if (x->kind == K_STR) {
        size_t m = x->len < y->len ? x->len : y->len;
        int c = memcmp(x->s, y->s, m);
        if (c != 0) {
            return c < 0 ? -1 : 1;
        }
        return x->len < y->len ? -1 : x->len > y->len;
    }
    int m = x->count < y->count ? x->count : y->count;
    for (int j = 0; j < m; j++) {
        int c = ks_cmp(ks, x->start + (size_t)j, y->start + (size_t)j);
        if (c != 0 || ks->err) {
            return c;
        }
    }
    return x->count < y->count ? -1 : x->count > y->count;
}

static int keysort(lua_State *L) {
    luaL_checktype(L, 1, LUA_TTABLE);
    lua_Integer n = luaL_checkinteger(L, 2);
    luaL_checktype(L, 3, LUA_TTABLE);
    int rev = lua_toboolean(L, 4);
    if (n < 2 || n > 0x3fffffff) {
        return 0;
    }
    lua_settop(L, 5); /* 5: ListMT, or nil */
    lua_pushnil(L);   /* KSORT_SLOT: the elements */
    KSort ks = {NULL, 0, 0, 0};
    long roots = ks_alloc(L, &ks, (size_t)n);
    for (lua_Integer i = 0; i < n; i++) {
        lua_rawgeti(L, 1, i + 1);
        if (!ks_read(L, &ks, (size_t)roots + (size_t)i, 0)) {
            return 0;
        }
        if (ks.e[roots + i].kind != ks.e[roots].kind) {
            return 0; /* a str among numbers ...: the Lua sort raises CPython's TypeError */
        }
    }
    py_charge(L, (long long)n * 4);
    size_t bytes = (size_t)n * sizeof(int32_t);
    int32_t *src = lua_newuserdatauv(L, 2 * bytes, 0), *dst = src + n, *tmp;
    for (int32_t i = 0; i < (int32_t)n; i++) {
        src[i] = i;
    }
    /* bottom-up merge sort: a right element goes first only when it is strictly smaller
     * (larger when reversed), so equal keys keep their order, as CPython's sort keeps it */
    for (lua_Integer width = 1; width < n; width *= 2) {
        for (lua_Integer lo = 0; lo < n; lo += 2 * width) {
            lua_Integer mid = lo + width < n ? lo + width : n;
            lua_Integer hi = lo + 2 * width < n ? lo + 2 * width : n;
            lua_Integer i = lo, j = mid, k = lo;
            while (i < mid && j < hi) {
                int c = ks_cmp(&ks, (size_t)roots + (size_t)src[j], (size_t)roots + (size_t)src[i]);
                if (ks.err) {
                    return 0;
                }
                if (rev ? c > 0 : c < 0) {
                    dst[k++] = src[j++];
                } else {
                    dst[k++] = src[i++];
                }
            }
            while (i < mid) {
                dst[k++] = src[i++];
            }
            while (j < hi) {
                dst[k++] = src[j++];
            }
        }
        tmp = src;
        src = dst;
        dst = tmp;
    }
    lua_createtable(L, (int)n, 0);
    for (lua_Integer i = 0; i < n; i++) {
        lua_pushinteger(L, (lua_Integer)src[i] + 1);
        lua_rawseti(L, -2, i + 1);
    }
    return 1;
}

void py_opentuple(lua_State *L) {
    lua_pushcfunction(L, tuple_keyfunc);
    lua_setfield(L, -2, "tuple_keyfunc");
    lua_pushcfunction(L, keysort);
    lua_setfield(L, -2, "keysort");
}
