/*
 * modrandom.c: the C part of Python's `random` (the rest is modrandom.lua): the Mersenne
 * Twister MT19937 as CPython's Modules/_randommodule.c runs it, bit for bit: init_by_array
 * seeding from the 32-bit words of |int| (big ints included), str/bytes seeds through SHA-512
 * as random.py's version 2 does (nettle's sha512), getrandbits, random() (53 bits from two
 * draws), _randbelow by rejection, shuffle, and the state for getstate/setstate.
 * Unseeded generators take 624 words from the OS (getrandom, which the MCP worker's seccomp
 * filter allows), as CPython's random_seed_urandom.
 *
 * A generator is a userdata of metatable "py.mt"; modrandom.lua keeps one per Random
 * instance. Loops proportional to their input (big getrandbits, shuffle) charge the budget.
 */
#define _GNU_SOURCE
#include <nettle/md5.h>
#include <nettle/sha1.h>
#include <nettle/sha2.h>
#include <stdint.h>
#include <string.h>
#include <sys/random.h>
#include <time.h>
#include <unistd.h>
#include "lauxlib.h"
#include "objint.h"

#define MT_N 624
#define MT_M 397
#define MT_MATRIX_A 0x9908b0dfU
#define MT_UPPER 0x80000000U
#define MT_LOWER 0x7fffffffU
#define PY_MT "py.mt"

typedef struct {
    uint32_t mt[MT_N];
    int index;
} MT;

static MT *mt_check(lua_State *L, int idx) {
    return luaL_checkudata(L, idx, PY_MT);
}

static void init_genrand(MT *g, uint32_t s) {
    g->mt[0] = s;
    for (int i = 1; i < MT_N; i++) {
        g->mt[i] = 1812433253U * (g->mt[i - 1] ^ (g->mt[i - 1] >> 30)) + (uint32_t)i;
    }
    g->index = MT_N;
}

static void init_by_array(MT *g, const uint32_t *key, size_t klen) {
    init_genrand(g, 19650218U);
    size_t i = 1, j = 0;
    for (size_t k = MT_N > klen ? MT_N : klen; k; k--) {
        g->mt[i] =
            (g->mt[i] ^ ((g->mt[i - 1] ^ (g->mt[i - 1] >> 30)) * 1664525U)) + key[j] + (uint32_t)j;
        i++;
        j++;
        if (i >= MT_N) {
            g->mt[0] = g->mt[MT_N - 1];
            i = 1;
        }
        if (j >= klen) {
            j = 0;
        }
    }
    for (size_t k = MT_N - 1; k; k--) {
        g->mt[i] = (g->mt[i] ^ ((g->mt[i - 1] ^ (g->mt[i - 1] >> 30)) * 1566083941U)) - (uint32_t)i;
        i++;
        if (i >= MT_N) {
            g->mt[0] = g->mt[MT_N - 1];
            i = 1;
        }
    }
    g->mt[0] = 0x80000000U;
}

static uint32_t genrand(MT *g) {
    uint32_t y;
    if (g->index >= MT_N) {
        int kk;
        for (kk = 0; kk < MT_N - MT_M; kk++) {
            y = (g->mt[kk] & MT_UPPER) | (g->mt[kk + 1] & MT_LOWER);
            g->mt[kk] = g->mt[kk + MT_M] ^ (y >> 1) ^ ((y & 1U) ? MT_MATRIX_A : 0);
        }
        for (; kk < MT_N - 1; kk++) {
            y = (g->mt[kk] & MT_UPPER) | (g->mt[kk + 1] & MT_LOWER);
            g->mt[kk] = g->mt[kk + (MT_M - MT_N)] ^ (y >> 1) ^ ((y & 1U) ? MT_MATRIX_A : 0);
        }
        y = (g->mt[MT_N - 1] & MT_UPPER) | (g->mt[0] & MT_LOWER);
        g->mt[MT_N - 1] = g->mt[MT_M - 1] ^ (y >> 1) ^ ((y & 1U) ? MT_MATRIX_A : 0);
        g->index = 0;
    }
    y = g->mt[g->index++];
    y ^= (y >> 11);
    y ^= (y << 7) & 0x9d2c5680U;
    y ^= (y << 15) & 0xefc60000U;
    y ^= (y >> 18);
    return y;
}

static double genrand_double(MT *g) {
    uint32_t a = genrand(g) >> 5, b = genrand(g) >> 6;
    return (a * 67108864.0 + b) * (1.0 / 9007199254740992.0);
}

/* new(): a generator, seeded from the OS. */
static void seed_os(MT *g);
static int rnd_new(lua_State *L) {
    MT *g = lua_newuserdatauv(L, sizeof(MT), 0);
    luaL_setmetatable(L, PY_MT);
    seed_os(g);
    return 1;
}

/* 624 words from the OS; if getrandom fails, the clocks and the process id (as CPython falls
 * back to the time and pid). */
static void seed_os(MT *g) {
    uint32_t key[MT_N];
    size_t got = 0;
    while (got < sizeof key) {
        ssize_t n = getrandom((char *)key + got, sizeof key - got, 0);
        if (n <= 0) {
            break;
        }
        got += (size_t)n;
    }
    if (got < sizeof key) {
        struct timespec a, b;
        clock_gettime(CLOCK_REALTIME, &a);
        clock_gettime(CLOCK_MONOTONIC, &b);
        uint32_t k[5] = {(uint32_t)a.tv_sec, (uint32_t)a.tv_nsec, (uint32_t)b.tv_nsec,
                         (uint32_t)getpid(), (uint32_t)(uintptr_t)g};
        init_by_array(g, k, 5);
        return;
    }
    init_by_array(g, key, MT_N);
}

/* seed_os(g) */
static int rnd_seed_os(lua_State *L) {
    seed_os(mt_check(L, 1));
    return 0;
}

/* Seeds from the 32-bit words of the magnitude of the mpz z (least significant first). */
static void seed_mpz(lua_State *L, MT *g, mpz_srcptr z) {
    size_t bits = mpz_sizeinbase(z, 2);
    size_t nwords = mpz_sgn(z) == 0 ? 1 : (bits + 31) / 32;
    uint32_t *key = lua_newuserdatauv(L, nwords * sizeof(uint32_t), 0);
    key[0] = 0;
    size_t count = 0;
    mpz_export(key, &count, -1, sizeof(uint32_t), 0, 0, z);
    py_charge(L, (long long)nwords);
    init_by_array(g, key, count ? count : 1);
    lua_pop(L, 1);
}

/* seed_int(g, n): n an int (Lua integer, bool or big int); its absolute value is the key. */
static int rnd_seed_int(lua_State *L) {
    MT *g = mt_check(L, 1);
    py_IntView v;
    mpz_srcptr z = py_int_view(L, 2, &v);
    if (!z) {
        return luaL_argerror(L, 2, "int expected");
    }
    seed_mpz(L, g, z);
    return 0;
}

/* seed_bytes(g, s): int.from_bytes(s + sha512(s)) as the key (random.py's version 2). */
static int rnd_seed_bytes(lua_State *L) {
    MT *g = mt_check(L, 1);
    size_t n;
    const char *s = luaL_checklstring(L, 2, &n);
    py_charge(L, (long long)(n / 64) + 1);
    unsigned char *buf = lua_newuserdatauv(L, n + SHA512_DIGEST_SIZE, 0);
    memcpy(buf, s, n);
    struct sha512_ctx ctx;
    sha512_init(&ctx);
    sha512_update(&ctx, n, (const uint8_t *)s);
    sha512_digest(&ctx, SHA512_DIGEST_SIZE, buf + n);
    size_t total = n + SHA512_DIGEST_SIZE;
    size_t nwords = (total + 3) / 4;
    uint32_t *key = lua_newuserdatauv(L, nwords * sizeof(uint32_t), 0);
    for (size_t w = 0; w < nwords; w++) { /* big-endian bytes, least significant word first */
        uint32_t x = 0;
        for (int b = 3; b >= 0; b--) {
            size_t pos = w * 4 + (size_t)b; /* from the end */
            if (pos < total) {
                x = (x << 8) | buf[total - 1 - pos];
            } else {
                x <<= 8;
            }
        }
        key[w] = x;
    }
    while (nwords > 1 && key[nwords - 1] == 0) {
        nwords--;
    }
    init_by_array(g, key, nwords);
    lua_pop(L, 2);
    return 0;
}

/* random(g) */
static int rnd_random(lua_State *L) {
    lua_pushnumber(L, genrand_double(mt_check(L, 1)));
    return 1;
}

/* the closure of bind_random: random() of the generator in upvalue 1; upvalue 2 counts the
 * arguments it ignores (rng.random() passes rng itself), more are CPython's TypeError */
static int rnd_random_bound(lua_State *L) {
    int extra = lua_gettop(L) - (int)lua_tointeger(L, lua_upvalueindex(2));
    if (extra > 0) {
        return py_raise(L, "TypeError", "Random.random() takes no arguments (%d given)", extra);
    }
    lua_pushnumber(L, genrand_double(lua_touserdata(L, lua_upvalueindex(1))));
    return 1;
}

/* bind_random(g [, nself]): a function that returns g's next random(); nself (0 or 1) is the
 * count of leading arguments it ignores */
static int rnd_bind_random(lua_State *L) {
    mt_check(L, 1);
    lua_Integer nself = luaL_optinteger(L, 2, 0);
    lua_settop(L, 1);
    lua_pushinteger(L, nself);
    lua_pushcclosure(L, rnd_random_bound, 2);
    return 1;
}

/* Pushes an int of k random bits (k >= 0), as CPython's getrandbits draws them. */
static void push_bits(lua_State *L, MT *g, lua_Integer k) {
    if (k <= 32) {
        lua_pushinteger(L, k == 0 ? 0 : (lua_Integer)(genrand(g) >> (32 - k)));
        return;
    }
    if (k < 64) {
        uint64_t lo = genrand(g);
        uint64_t hi = genrand(g) >> (64 - k);
        lua_pushinteger(L, (lua_Integer)(lo | (hi << 32)));
        return;
    }
    size_t nwords = (size_t)((k + 31) / 32);
    size_t nlimbs = (nwords * 32 + GMP_NUMB_BITS - 1) / GMP_NUMB_BITS;
    py_charge(L, (long long)nwords);
    mp_limb_t *limbs = lua_newuserdatauv(L, nlimbs * sizeof(mp_limb_t), 0);
    memset(limbs, 0, nlimbs * sizeof(mp_limb_t));
    lua_Integer left = k;
    for (size_t w = 0; w < nwords; w++, left -= 32) {
        uint32_t r = genrand(g);
        if (left < 32) {
            r >>= (32 - left);
        }
        limbs[w * 32 / GMP_NUMB_BITS] |= (mp_limb_t)r << (w * 32 % GMP_NUMB_BITS);
    }
    size_t used = nlimbs;
    while (used > 0 && limbs[used - 1] == 0) {
        used--;
    }
    mpz_t z;
    z->_mp_alloc = (int)nlimbs;
    z->_mp_size = (int)used;
    z->_mp_d = limbs;
    py_pushint_from_mpz(L, z);
    lua_remove(L, -2);
}

/* getrandbits(g, k): k a Lua integer, checked non-negative by the Lua part. */
static int rnd_getrandbits(lua_State *L) {
    MT *g = mt_check(L, 1);
    lua_Integer k = luaL_checkinteger(L, 2);
    if (k < 0) {
        return py_raise(L, "ValueError", "number of bits must be non-negative");
    }
    if (k > PY_INT_MAX_BITS) {
        return py_limit(L, "MemoryError", "integer too large");
    }
    push_bits(L, g, k);
    return 1;
}

/* randbelow(g, n): a uniform int in [0, n), n > 0 an int (Lua integer or big int):
 * getrandbits(n.bit_length()) until below n, as random.py's _randbelow_with_getrandbits. */
static int rnd_randbelow(lua_State *L) {
    MT *g = mt_check(L, 1);
    if (lua_isinteger(L, 2)) {
        uint64_t n = (uint64_t)lua_tointeger(L, 2);
        int k = 64 - __builtin_clzll(n);
        uint64_t r;
        if (k <= 32) {
            do {
                r = genrand(g) >> (32 - k);
            } while (r >= n);
        } else {
            do {
                uint64_t lo = genrand(g);
                uint64_t hi = genrand(g) >> (64 - k);
                r = lo | (hi << 32);
            } while (r >= n);
        }
        lua_pushinteger(L, (lua_Integer)r);
        return 1;
    }
    py_IntView v;
    mpz_srcptr n = py_int_view(L, 2, &v);
    if (!n) {
        return luaL_argerror(L, 2, "int expected");
    }
    lua_Integer k = (lua_Integer)mpz_sizeinbase(n, 2);
    for (;;) {
        push_bits(L, g, k);
        py_IntView rv;
        mpz_srcptr r = py_int_view(L, -1, &rv);
        if (mpz_cmp(r, n) < 0) {
            return 1;
        }
        lua_pop(L, 1);
    }
}

/* shuffle(g, t, n): random.shuffle of the array t[1..n] in place. */
static int rnd_shuffle(lua_State *L) {
    MT *g = mt_check(L, 1);
    luaL_checktype(L, 2, LUA_TTABLE);
    lua_Integer n = luaL_checkinteger(L, 3);
    py_charge(L, n);
    for (lua_Integer i = n - 1; i > 0; i--) {
        uint64_t bound = (uint64_t)i + 1, r;
        int k = 64 - __builtin_clzll(bound);
        if (k <= 32) {
            do {
                r = genrand(g) >> (32 - k);
            } while (r >= bound);
        } else {
            do {
                uint64_t lo = genrand(g);
                uint64_t hi = genrand(g) >> (64 - k);
                r = lo | (hi << 32);
            } while (r >= bound);
        }
        lua_Integer j = (lua_Integer)r;
        lua_rawgeti(L, 2, i + 1);
        lua_rawgeti(L, 2, j + 1);
        lua_rawseti(L, 2, i + 1);
        lua_rawseti(L, 2, j + 1);
    }
    return 0;
}

/* getstate(g): the 624 words then the index, as a Lua array. */
static int rnd_getstate(lua_State *L) {
    MT *g = mt_check(L, 1);
    lua_createtable(L, MT_N + 1, 0);
    for (int i = 0; i < MT_N; i++) {
        lua_pushinteger(L, g->mt[i]);
        lua_rawseti(L, -2, i + 1);
    }
    lua_pushinteger(L, g->index);
    lua_rawseti(L, -2, MT_N + 1);
    return 1;
}

/* setstate(g, words, index): words an array of 624 Lua integers (taken mod 2^32). */
static int rnd_setstate(lua_State *L) {
    MT *g = mt_check(L, 1);
    luaL_checktype(L, 2, LUA_TTABLE);
    lua_Integer index = luaL_checkinteger(L, 3);
    if (index < 0 || index > MT_N) {
        return py_raise(L, "ValueError", "invalid state");
    }
    for (int i = 0; i < MT_N; i++) {
        lua_rawgeti(L, 2, i + 1);
        g->mt[i] = (uint32_t)lua_tointeger(L, -1);
        lua_pop(L, 1);
    }
    g->index = (int)index;
    return 0;
}

/* copy(g): a new generator in the same state. */
static int rnd_copy(lua_State *L) {
    MT *g = mt_check(L, 1);
    MT *c = lua_newuserdatauv(L, sizeof(MT), 0);
    luaL_setmetatable(L, PY_MT);
    *c = *g;
    return 1;
}

/* urandom(n): n bytes from the OS (getrandom), as a Lua string (secrets, uuid4) */
static int rnd_urandom(lua_State *L) {
    lua_Integer n = luaL_checkinteger(L, 1);
    if (n < 0) {
        return py_raise(L, "ValueError", "negative argument not allowed");
    }
    if (n > (1 << 24)) {
        return py_limit(L, "MemoryError", "memory limit exceeded");
    }
    py_charge(L, n / 64 + 1);
    char *buf = lua_newuserdatauv(L, (size_t)n + 1, 0);
    size_t got = 0;
    while (got < (size_t)n) {
        ssize_t r = getrandom(buf + got, (size_t)n - got, 0);
        if (r <= 0) {
            return py_raise(L, "OSError", "no source of randomness");
        }
        got += (size_t)r;
    }
    lua_pushlstring(L, buf, (size_t)n);
    return 1;
}

/* digest(name, data): the md5 / sha1 digest of the string data (uuid3, uuid5) */
static int rnd_digest(lua_State *L) {
    const char *name = luaL_checkstring(L, 1);
    size_t n;
    const uint8_t *s = (const uint8_t *)luaL_checklstring(L, 2, &n);
    uint8_t out[SHA1_DIGEST_SIZE];
    py_charge(L, (long long)(n / 64) + 1);
    if (strcmp(name, "md5") == 0) {
        struct md5_ctx c;
        md5_init(&c);
        md5_update(&c, n, s);
        md5_digest(&c, MD5_DIGEST_SIZE, out);
        lua_pushlstring(L, (const char *)out, MD5_DIGEST_SIZE);
    } else {
        struct sha1_ctx c;
        sha1_init(&c);
        sha1_update(&c, n, s);
        sha1_digest(&c, SHA1_DIGEST_SIZE, out);
        lua_pushlstring(L, (const char *)out, SHA1_DIGEST_SIZE);
    }
    return 1;
}

static const luaL_Reg random_funcs[] = {
    {"bind_random", rnd_bind_random}, {"copy", rnd_copy},           {"digest", rnd_digest},
    {"getrandbits", rnd_getrandbits}, {"getstate", rnd_getstate},   {"new", rnd_new},
    {"random", rnd_random},           {"randbelow", rnd_randbelow}, {"seed_bytes", rnd_seed_bytes},
    {"seed_int", rnd_seed_int},       {"seed_os", rnd_seed_os},     {"setstate", rnd_setstate},
    {"shuffle", rnd_shuffle},         {"urandom", rnd_urandom},     {NULL, NULL},
};

int luaopen_py_random(lua_State *L) {
    luaL_newmetatable(L, PY_MT);
    lua_pop(L, 1);
    luaL_newlib(L, random_funcs);
    return 1;
}
