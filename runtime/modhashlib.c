/*
 * modhashlib.c: the C part of `hashlib` and `hmac` (the rest is modhashlib.lua and
 * modhmac.lua): the hash functions of nettle through its generic interface (nettle-meta.h),
 * HMAC over any of them (nettle's hmac.h) and PBKDF2-HMAC; BLAKE2b and BLAKE2s with their
 * parameters (libb2); SHAKE128 and SHAKE256 (a sponge over nettle's Keccak permutation: nettle
 * 3.8 has SHAKE256 only, behind its SHA3-256 context). A hash object is a userdata that
 * holds its nettle context (memory from the Lua allocator); digest() works on a copy, so a
 * hash can be updated and read again, as in CPython. Every update is charged to the operation
 * budget for its length, and pbkdf2 for its iterations.
 */
#include <stdalign.h>
#include <stdint.h>
#include <string.h>
#include <blake2.h>
#include <nettle/hmac.h>
#include <nettle/nettle-meta.h>
#include <nettle/sha3.h>
#include "py.h"

#define HASH_MT "py.hashlib.hash"

/* CPython's names of the algorithms of nettle's generic interface */
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
enum { K_NETTLE, K_BLAKE2B, K_BLAKE2S, K_SHAKE };

typedef struct {
    const struct nettle_hash *h; /* K_NETTLE */
    int kind;
    int algo;
    int hmac;
    size_t csize; /* one context, rounded up to the alignment */
    alignas(16) unsigned char ctx[];
} Hash;

/* SHAKE: the Keccak state, the rate in bytes (168 or 136) and the bytes absorbed of a block */
typedef struct {
    struct sha3_state st;
    unsigned rate, index;
} Shake;

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

static Hash *alloc_kind(lua_State *L, int kind, size_t size, int nctx) {
    size_t csize = (size + 15) & ~(size_t)15;
    Hash *x = lua_newuserdatauv(L, sizeof(Hash) + csize * (size_t)nctx, 0);
    x->h = NULL;
    x->kind = kind;
    x->algo = -1;
    x->hmac = 0;
    x->csize = csize;
    luaL_setmetatable(L, HASH_MT);
    return x;
}

static Hash *hash_alloc(lua_State *L, int algo, int hmac) {
    const struct nettle_hash *h = algos[algo].h;
    Hash *x = alloc_kind(L, K_NETTLE, h->context_size, hmac ? 4 : 2);
    x->h = h;
    x->algo = algo;
    x->hmac = hmac;
    return x;
}

static size_t kind_size(int kind) {
    return kind == K_BLAKE2B   ? sizeof(blake2b_state)
           : kind == K_BLAKE2S ? sizeof(blake2s_state)
                               : sizeof(Shake);
}

static Hash *check_hash(lua_State *L, int idx) {
    return luaL_checkudata(L, idx, HASH_MT);
}

static void charge_len(lua_State *L, size_t n) {
    py_charge(L, (long long)(n / 64) + 1);
}

static int blake2_kind(const char *name) {
    return strcmp(name, "blake2b") == 0 ? K_BLAKE2B : strcmp(name, "blake2s") == 0 ? K_BLAKE2S : -1;
}

static void b2_update(int kind, void *st, const uint8_t *p, size_t n) {
    if (kind == K_BLAKE2B) {
        blake2b_update(st, p, n);
    } else {
        blake2s_update(st, p, n);
    }
}

/* the digest of a copy of BLAKE2 state from (into scratch); returns its length */
static size_t b2_final(int kind, void *from, void *scratch, uint8_t *out) {
    memcpy(scratch, from, kind_size(kind));
    if (kind == K_BLAKE2B) {
        size_t n = ((blake2b_state *)scratch)->outlen;
        blake2b_final(scratch, out, n);
        return n;
    }
    size_t n = ((blake2s_state *)scratch)->outlen;
    blake2s_final(scratch, out, n);
    return n;
}

/* HMAC over BLAKE2 with its default parameters (RFC 2104, as CPython's hmac module does for a
 * digest OpenSSL does not key): contexts 0 (inner) and 2 (outer), 1 and 3 for digest() */
static int b2_hmac(lua_State *L, int kind, const uint8_t *key, size_t klen) {
    size_t block = kind == K_BLAKE2B ? BLAKE2B_BLOCKBYTES : BLAKE2S_BLOCKBYTES;
    size_t out = kind == K_BLAKE2B ? BLAKE2B_OUTBYTES : BLAKE2S_OUTBYTES;
    Hash *x = alloc_kind(L, kind, kind_size(kind), 4);
    x->hmac = 1;
    uint8_t k[BLAKE2B_BLOCKBYTES] = {0}, pad[BLAKE2B_BLOCKBYTES];
    if (klen > block) { /* a long key is hashed first */
        if (kind == K_BLAKE2B) {
            blake2b_init(CTX(x, 0), out);
        } else {
            blake2s_init(CTX(x, 0), out);
        }
        b2_update(kind, CTX(x, 0), key, klen);
        b2_final(kind, CTX(x, 0), CTX(x, 1), k);
    } else {
        memcpy(k, key, klen);
    }
    for (int i = 0; i < 2; i++) {
        if (kind == K_BLAKE2B) {
            blake2b_init(CTX(x, 2 * i), out);
        } else {
            blake2s_init(CTX(x, 2 * i), out);
        }
        for (size_t j = 0; j < block; j++) {
            pad[j] = k[j] ^ (i == 0 ? 0x36 : 0x5c);
        }
        b2_update(kind, CTX(x, 2 * i), pad, block);
    }
    memset(k, 0, sizeof k);
    return 1;
}

/* new(name [, key]) -> a hash (an HMAC when key is given), or nil for an unknown name */
static int hl_new(lua_State *L) {
    const char *name = luaL_checkstring(L, 1);
    int algo = algo_index(name);
    if (algo < 0 && !lua_isnoneornil(L, 2) && blake2_kind(name) >= 0) {
        size_t klen;
        const uint8_t *key = (const uint8_t *)luaL_checklstring(L, 2, &klen);
        charge_len(L, klen);
        return b2_hmac(L, blake2_kind(name), key, klen);
    }
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

/* blake2(kind, digest_size, key, salt, person, fanout, depth, leaf_size, node_offset,
 * node_depth, inner_size, last_node) -> a BLAKE2b (kind 1) or BLAKE2s (kind 2) hash; the Lua
 * side has checked every size against the algorithm's limits */
static int hl_blake2(lua_State *L) {
    int kind = (int)luaL_checkinteger(L, 1);
    size_t dsize = (size_t)luaL_checkinteger(L, 2);
    size_t klen, slen, plen;
    const char *key = luaL_checklstring(L, 3, &klen);
    const char *salt = luaL_checklstring(L, 4, &slen);
    const char *person = luaL_checklstring(L, 5, &plen);
    uint8_t fanout = (uint8_t)luaL_checkinteger(L, 6), depth = (uint8_t)luaL_checkinteger(L, 7);
    uint32_t leaf = (uint32_t)luaL_checkinteger(L, 8);
    uint64_t offset = (uint64_t)luaL_checkinteger(L, 9);
    uint8_t node_depth = (uint8_t)luaL_checkinteger(L, 10);
    uint8_t inner = (uint8_t)luaL_checkinteger(L, 11);
    int last = lua_toboolean(L, 12);
    Hash *x = alloc_kind(L, kind, kind_size(kind), 2);
    uint8_t block[BLAKE2B_BLOCKBYTES] = {0};
    size_t bsize;
    if (kind == K_BLAKE2B) {
        blake2b_param p;
        memset(&p, 0, sizeof p);
        p.digest_length = (uint8_t)dsize;
        p.key_length = (uint8_t)klen;
        p.fanout = fanout;
        p.depth = depth;
        p.leaf_length = leaf;
        p.node_offset = offset;
        p.node_depth = node_depth;
        p.inner_length = inner;
        memcpy(p.salt, salt, slen);
        memcpy(p.personal, person, plen);
        blake2b_state *st = CTX(x, 0);
        blake2b_init_param(st, &p);
        st->last_node = (uint8_t)last;
        bsize = BLAKE2B_BLOCKBYTES;
    } else {
        blake2s_param p;
        memset(&p, 0, sizeof p);
        p.digest_length = (uint8_t)dsize;
        p.key_length = (uint8_t)klen;
        p.fanout = fanout;
        p.depth = depth;
        p.leaf_length = leaf;
        for (int i = 0; i < 6; i++) {
            p.node_offset[i] = (uint8_t)(offset >> (8 * i));
        }
        p.node_depth = node_depth;
        p.inner_length = inner;
        memcpy(p.salt, salt, slen);
        memcpy(p.personal, person, plen);
        blake2s_state *st = CTX(x, 0);
        blake2s_init_param(st, &p);
        st->last_node = (uint8_t)last;
        bsize = BLAKE2S_BLOCKBYTES;
    }
    if (klen > 0) { /* a keyed hash starts with the key padded to a block */
        memcpy(block, key, klen);
        b2_update(kind, CTX(x, 0), block, bsize);
        memset(block, 0, sizeof block);
    }
    return 1;
}

/* shake(rate) -> a SHAKE hash absorbing rate-byte blocks (168: SHAKE128, 136: SHAKE256) */
static int hl_shake(lua_State *L) {
    unsigned rate = (unsigned)luaL_checkinteger(L, 1);
    Hash *x = alloc_kind(L, K_SHAKE, sizeof(Shake), 1);
    Shake *s = CTX(x, 0);
    memset(s, 0, sizeof *s);
    s->rate = rate;
    return 1;
}

static void shake_absorb(Shake *s, const uint8_t *p, size_t n) {
    while (n > 0) {
        size_t take = s->rate - s->index;
        if (take > n) {
            take = n;
        }
        for (size_t i = 0; i < take; i++) {
            size_t pos = s->index + i;
            s->st.a[pos / 8] ^= (uint64_t)p[i] << (8 * (pos % 8));
        }
        s->index += (unsigned)take;
        p += take;
        n -= take;
        if (s->index == s->rate) {
            sha3_permute(&s->st);
            s->index = 0;
        }
    }
}

/* squeeze(h, len) -> the first len bytes of a SHAKE hash's output (h can go on) */
static int hl_squeeze(lua_State *L) {
    Hash *x = check_hash(L, 1);
    lua_Integer len = luaL_checkinteger(L, 2);
    luaL_argcheck(L, x->kind == K_SHAKE && len >= 0, 2, "a SHAKE hash and a length");
    charge_len(L, (size_t)len);
    Shake s = *(Shake *)CTX(x, 0);
    s.st.a[s.index / 8] ^= (uint64_t)0x1f << (8 * (s.index % 8)); /* SHAKE's padding */
    s.st.a[(s.rate - 1) / 8] ^= (uint64_t)0x80 << (8 * ((s.rate - 1) % 8));
    sha3_permute(&s.st);
    luaL_Buffer b;
    uint8_t *out = (uint8_t *)luaL_buffinitsize(L, &b, (size_t)len);
    for (lua_Integer i = 0, pos = 0; i < len; i++, pos++) {
        if (pos == (lua_Integer)s.rate) {
            sha3_permute(&s.st);
            pos = 0;
        }
        out[i] = (uint8_t)(s.st.a[pos / 8] >> (8 * (pos % 8)));
    }
    luaL_pushresultsize(&b, (size_t)len);
    return 1;
}

/* update(h, s) */
static int hl_update(lua_State *L) {
    Hash *x = check_hash(L, 1);
    size_t n;
    const uint8_t *s = (const uint8_t *)luaL_checklstring(L, 2, &n);
    charge_len(L, n);
    if (x->kind == K_BLAKE2B || x->kind == K_BLAKE2S) {
        b2_update(x->kind, CTX(x, 0), s, n);
    } else if (x->kind == K_SHAKE) {
        shake_absorb(CTX(x, 0), s, n);
    } else if (x->hmac) {
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
    if (x->kind == K_BLAKE2B || x->kind == K_BLAKE2S) {
        size_t n = b2_final(x->kind, CTX(x, 0), CTX(x, 1), out);
        if (x->hmac) { /* the outer hash of the inner digest */
            memcpy(CTX(x, 3), CTX(x, 2), kind_size(x->kind));
            b2_update(x->kind, CTX(x, 3), out, n);
            n = b2_final(x->kind, CTX(x, 3), CTX(x, 1), out);
        }
        lua_pushlstring(L, (const char *)out, n);
        return 1;
    }
    luaL_argcheck(L, x->kind == K_NETTLE, 1, "a hash with a fixed digest size");
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
    if (x->kind != K_NETTLE) {
        int nctx = x->kind == K_SHAKE ? 1 : x->hmac ? 4 : 2;
        Hash *y = alloc_kind(L, x->kind, kind_size(x->kind), nctx);
        y->hmac = x->hmac;
        memcpy(y->ctx, x->ctx, x->csize * (size_t)nctx);
        return 1;
    }
    Hash *y = hash_alloc(L, x->algo, x->hmac);
    memcpy(y->ctx, x->ctx, x->csize * (x->hmac ? 4 : 2));
    return 1;
}

/* info(name) -> CPython's name, digest_size, block_size; nil for an unknown name */
static int hl_info(lua_State *L) {
    const char *name = luaL_checkstring(L, 1);
    int algo = algo_index(name), kind = blake2_kind(name);
    if (algo < 0 && kind >= 0) {
        lua_pushstring(L, name);
        lua_pushinteger(L, kind == K_BLAKE2B ? BLAKE2B_OUTBYTES : BLAKE2S_OUTBYTES);
        lua_pushinteger(L, kind == K_BLAKE2B ? BLAKE2B_BLOCKBYTES : BLAKE2S_BLOCKBYTES);
        return 3;
    }
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
    {"blake2", hl_blake2},   {"copy", hl_copy},     {"digest", hl_digest}, {"info", hl_info},
    {"names", hl_names},     {"new", hl_new},       {"pbkdf2", hl_pbkdf2}, {"shake", hl_shake},
    {"squeeze", hl_squeeze}, {"update", hl_update}, {NULL, NULL},
};

int luaopen_py_hashlib(lua_State *L) {
    luaL_newmetatable(L, HASH_MT);
    lua_pop(L, 1);
    luaL_newlib(L, hashlib_funcs);
    return 1;
}
