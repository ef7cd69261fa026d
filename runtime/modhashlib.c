/*
 * modhashlib.c: the C part of `hashlib` and `hmac` (the rest is modhashlib.lua and
 * modhmac.lua): the hash functions of nettle through its generic interface (nettle-meta.h),
 * HMAC over any of them (nettle's hmac.h) and PBKDF2-HMAC. A hash object is a userdata that
 * holds its nettle context (memory from the Lua allocator); digest() works on a copy, so a
 * hash can be updated and read again, as in CPython. Every update is charged to the operation
 * budget for its length, and pbkdf2 for its iterations.
 */
#include <stdalign.h>
#include <stdint.h>
#include <string.h>
#include <nettle/hmac.h>
#include <nettle/nettle-meta.h>
#include "py.h"

#define HASH_MT "py.hashlib.hash"

/* CPython's names of the algorithms moonpy has (nettle 3.8 has no blake2 or shake) */
static const struct {
    const char *name;
    const struct nettle_hash *h;
} algos[] = {
    {"md5", &nettle_md5},
    {"sha1", &nettle_sha1},
    {"sha224", &nettle_sha224},
    {"sha256", &nettle_sha256},
    {"sha384", &nettle_sha384},
    {"sha512", &nettle_sha512},
    {"sha512_224", &nettle_sha512_224},
    {"sha512_256", &nettle_sha512_256},
    {"sha3_224", &nettle_sha3_224},
    {"sha3_256", &nettle_sha3_256},
    {"sha3_384", &nettle_sha3_384},
    {"sha3_512", &nettle_sha3_512},
};
#define NALGOS (sizeof algos / sizeof algos[0])
#define MAX_DIGEST 64 /* sha512 and sha3_512 */

/* A hash or an HMAC: ctx holds the running state, then (an HMAC) the inner and outer keyed
 * states, then one scratch state for digest(). */
typedef struct {
    const struct nettle_hash *h;
    int algo;
    int hmac;
    size_t csize; /* one context, rounded up to the alignment */
    alignas(16) unsigned char ctx[];
} Hash;

#define CTX(x, i) ((void *)((x)->ctx + (size_t)(i) * (x)->csize))

static int algo_index(const char *name) {
    char low[16];
    size_t i, n = strlen(name);
    if (n >= sizeof low) {
        return -1;
    }
    for (i = 0; i <= n; i++) {
        low[i] = (char)(name[i] >= 'A' && name[i] <= 'Z' ? name[i] - 'A' + 'a' : name[i]);
    }
    for (i = 0; i < NALGOS; i++) {
        if (strcmp(low, algos[i].name) == 0) {
            return (int)i;
        }
    }
    return -1;
}

static Hash *hash_alloc(lua_State *L, int algo, int hmac) {
    const struct nettle_hash *h = algos[algo].h;
    size_t csize = (h->context_size + 15) & ~(size_t)15;
    Hash *x = lua_newuserdatauv(L, sizeof(Hash) + csize * (hmac ? 4 : 2), 0);
    x->h = h;
    x->algo = algo;
    x->hmac = hmac;
    x->csize = csize;
    luaL_setmetatable(L, HASH_MT);
    return x;
}

static Hash *check_hash(lua_State *L, int idx) {
    return luaL_checkudata(L, idx, HASH_MT);
}

static void charge_len(lua_State *L, size_t n) {
    py_charge(L, (long long)(n / 64) + 1);
}

/* new(name [, key]) -> a hash (an HMAC when key is given), or nil for an unknown name */
static int hl_new(lua_State *L) {
    int algo = algo_index(luaL_checkstring(L, 1));
    if (algo < 0) {
        lua_pushnil(L);
        return 1;
    }
    if (lua_isnoneornil(L, 2)) {
        Hash *x = hash_alloc(L, algo, 0);
        x->h->init(CTX(x, 0));
        return 1;
    }
    size_t klen;
    const uint8_t *key = (const uint8_t *)luaL_checklstring(L, 2, &klen);
    charge_len(L, klen);
    Hash *x = hash_alloc(L, algo, 1);
    hmac_set_key(CTX(x, 2), CTX(x, 1), CTX(x, 0), x->h, klen, key);
    return 1;
}

/* update(h, s) */
static int hl_update(lua_State *L) {
    Hash *x = check_hash(L, 1);
    size_t n;
    const uint8_t *s = (const uint8_t *)luaL_checklstring(L, 2, &n);
    charge_len(L, n);
    if (x->hmac) {
        hmac_update(CTX(x, 0), x->h, n, s);
    } else {
        x->h->update(CTX(x, 0), n, s);
    }
    return 0;
}

/* digest(h) -> the digest so far (h can go on) */
static int hl_digest(lua_State *L) {
    Hash *x = check_hash(L, 1);
    uint8_t out[MAX_DIGEST];
    int scratch = x->hmac ? 3 : 1;
    memcpy(CTX(x, scratch), CTX(x, 0), x->h->context_size);
    if (x->hmac) {
        hmac_digest(CTX(x, 2), CTX(x, 1), CTX(x, scratch), x->h, x->h->digest_size, out);
    } else {
        x->h->digest(CTX(x, scratch), x->h->digest_size, out);
    }
    lua_pushlstring(L, (const char *)out, x->h->digest_size);
    return 1;
}

/* copy(h) -> an independent hash in the same state */
static int hl_copy(lua_State *L) {
    Hash *x = check_hash(L, 1);
    Hash *y = hash_alloc(L, x->algo, x->hmac);
    memcpy(y->ctx, x->ctx, x->csize * (x->hmac ? 4 : 2));
    return 1;
}

/* info(name) -> CPython's name, digest_size, block_size; nil for an unknown name */
static int hl_info(lua_State *L) {
    int algo = algo_index(luaL_checkstring(L, 1));
    if (algo < 0) {
        lua_pushnil(L);
        return 1;
    }
    lua_pushstring(L, algos[algo].name);
    lua_pushinteger(L, (lua_Integer)algos[algo].h->digest_size);
    lua_pushinteger(L, (lua_Integer)algos[algo].h->block_size);
    return 3;
}

/* names() -> a Lua array of the algorithms' names */
static int hl_names(lua_State *L) {
    lua_createtable(L, (int)NALGOS, 0);
    for (size_t i = 0; i < NALGOS; i++) {
        lua_pushstring(L, algos[i].name);
        lua_rawseti(L, -2, (lua_Integer)i + 1);
    }
    return 1;
}

/* pbkdf2(name, password, salt, iterations, dklen) -> the derived key (RFC 8018 PBKDF2 with
 * HMAC-name); nil for an unknown name */
static int hl_pbkdf2(lua_State *L) {
    int algo = algo_index(luaL_checkstring(L, 1));
    size_t plen, slen;
    const uint8_t *pw = (const uint8_t *)luaL_checklstring(L, 2, &plen);
    const uint8_t *salt = (const uint8_t *)luaL_checklstring(L, 3, &slen);
    lua_Integer iters = luaL_checkinteger(L, 4);
    lua_Integer dklen = luaL_checkinteger(L, 5);
    if (algo < 0) {
        lua_pushnil(L);
        return 1;
    }
    Hash *x = hash_alloc(L, algo, 1);
    size_t hlen = x->h->digest_size;
    lua_Integer blocks = (dklen + (lua_Integer)hlen - 1) / (lua_Integer)hlen;
    charge_len(L, plen + slen);
    hmac_set_key(CTX(x, 2), CTX(x, 1), CTX(x, 0), x->h, plen, pw);
    luaL_Buffer b;
    uint8_t *out = (uint8_t *)luaL_buffinitsize(L, &b, (size_t)dklen);
    for (lua_Integer i = 1; i <= blocks; i++) {
        uint8_t u[MAX_DIGEST], t[MAX_DIGEST];
        uint8_t be[4] = {(uint8_t)(i >> 24), (uint8_t)(i >> 16), (uint8_t)(i >> 8), (uint8_t)i};
        hmac_update(CTX(x, 0), x->h, slen, salt);
        hmac_update(CTX(x, 0), x->h, 4, be);
        hmac_digest(CTX(x, 2), CTX(x, 1), CTX(x, 0), x->h, hlen, u);
        memcpy(t, u, hlen);
        for (lua_Integer k = 1; k < iters; k++) {
            hmac_update(CTX(x, 0), x->h, hlen, u);
            hmac_digest(CTX(x, 2), CTX(x, 1), CTX(x, 0), x->h, hlen, u);
            for (size_t j = 0; j < hlen; j++) {
                t[j] ^= u[j];
            }
            if ((k & 1023) == 0) { /* two HMACs an iteration; this also sees the deadline */
                py_charge(L, 2048);
            }
        }
        size_t take =
            (size_t)(i < blocks ? (lua_Integer)hlen : dklen - (i - 1) * (lua_Integer)hlen);
        memcpy(out + (size_t)(i - 1) * hlen, t, take);
    }
    luaL_pushresultsize(&b, (size_t)dklen);
    return 1;
}

static const luaL_Reg hashlib_funcs[] = {
    {"copy", hl_copy}, {"digest", hl_digest}, {"info", hl_info},     {"names", hl_names},
    {"new", hl_new},   {"pbkdf2", hl_pbkdf2}, {"update", hl_update}, {NULL, NULL},
};

int luaopen_py_hashlib(lua_State *L) {
    luaL_newmetatable(L, HASH_MT);
    lua_pop(L, 1);
    luaL_newlib(L, hashlib_funcs);
    return 1;
}
