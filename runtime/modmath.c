/*
 * modmath.c: the C part of Python's `math` (the rest is modmath.lua): the functions whose
 * results are big integers, isqrt, factorial, comb and perm, computed by GMP inside the
 * limits of objint.c (the py_big_* work API of objint.h): a result past PY_INT_MAX_BITS is
 * refused before any work, the work is charged to the operation budget, and GMP's memory
 * stays within the cap. CPython 3.11's Modules/mathmodule.c is the oracle for the messages.
 *
 * The arguments are Python ints (Lua integers, booleans or py.int): modmath.lua converts
 * with __index__ first.
 */
#include <math.h>
#include <stdint.h>
#include "lauxlib.h"
#include "objint.h"

#define LN2 0.69314718055994530942

__extension__ typedef unsigned __int128 u128;

static size_t nlimbs(mpz_srcptr z) {
    return (size_t)(z->_mp_size < 0 ? -z->_mp_size : z->_mp_size);
}

static size_t ilog2(size_t n) {
    size_t r = 0;
    while (n >>= 1) {
        r++;
    }
    return r;
}

/* The int argument at idx as a read-only view. */
static mpz_srcptr intarg(lua_State *L, int idx, py_IntView *v) {
    mpz_srcptr z = py_int_view(L, idx, v);
    if (z == NULL) {
        if (lua_type(L, idx) == LUA_TNUMBER) {
            py_raise(L, "TypeError", "'float' object cannot be interpreted as an integer");
        }
        py_raise(L, "TypeError", "an integer is required");
    }
    return z;
}

static int math_isqrt(lua_State *L) {
    py_IntView v;
    mpz_srcptr x = intarg(L, 1, &v);
    if (mpz_sgn(x) < 0) {
        return py_raise(L, "ValueError", "isqrt() argument must be nonnegative");
    }
    if (lua_isinteger(L, 1) || lua_isboolean(L, 1)) {
        uint64_t n = mpz_get_ui(x), r = (uint64_t)sqrt((double)n);
        while ((u128)r * r > n) {
            r--;
        }
        while ((u128)(r + 1) * (r + 1) <= n) {
            r++;
        }
        lua_pushinteger(L, (lua_Integer)r);
        return 1;
    }
    py_big_charge_mul(L, nlimbs(x), nlimbs(x), 1);
    py_big_result(L, nlimbs(x) / 2 + 1);
    mpz_ptr r = py_big_scratch(L, 0);
    py_big_enter(L);
    mpz_sqrt(r, x);
    py_big_leave();
    py_big_set_result(L, r);
    return 1;
}

/* n! for 0 <= n < 2**63. */
static int factorial(lua_State *L, lua_Integer n) {
    if (n <= 20) {
        lua_Integer r = 1;
        for (lua_Integer i = 2; i <= n; i++) {
            r *= i;
        }
        lua_pushinteger(L, r);
        return 1;
    }
    double bits = lgamma((double)n + 1.0) / LN2;
    if (bits > (double)PY_INT_MAX_BITS) {
        return py_big_toobig(L);
    }
    size_t nl = (size_t)(bits * (1 + 1e-9) / 64) + 2;
    py_big_charge_mul(L, nl / 2 + 1, nl / 2 + 1, ilog2(nl) + 1);
    py_big_result(L, nl);
    mpz_ptr r = py_big_scratch(L, 0);
    py_big_enter(L);
    mpz_fac_ui(r, (unsigned long)n);
    py_big_leave();
    py_big_set_result(L, r);
    return 1;
}

static int math_factorial(lua_State *L) {
    py_IntView v;
    mpz_srcptr x = intarg(L, 1, &v);
    if (mpz_sgn(x) < 0) {
        return py_raise(L, "ValueError", "factorial() not defined for negative values");
    }
    if (!mpz_fits_slong_p(x)) {
        return py_raise(L, "OverflowError",
                        "factorial() argument should not exceed 9223372036854775807");
    }
    return factorial(L, (lua_Integer)mpz_get_si(x));
}

/* comb(n, k) and perm(n, k): perm = comb * k!. */
static int combperm(lua_State *L, int perm) {
    py_IntView vn, vk;
    if (perm && lua_isnoneornil(L, 2)) {
        lua_settop(L, 1);
        return math_factorial(L);
    }
    mpz_srcptr n = intarg(L, 1, &vn), k = intarg(L, 2, &vk);
    if (mpz_sgn(n) < 0) {
        return py_raise(L, "ValueError", "n must be a non-negative integer");
    }
    if (mpz_sgn(k) < 0) {
        return py_raise(L, "ValueError", "k must be a non-negative integer");
    }
    if (mpz_cmp(k, n) > 0) {
        lua_pushinteger(L, 0);
        return 1;
    }
    /* the smaller of k and n - k decides the size of comb */
    mpz_ptr nk = py_big_scratch(L, 3);
    py_big_enter(L);
    mpz_sub(nk, n, k);
    py_big_leave();
    if (!perm && mpz_cmp(nk, k) < 0) {
        k = nk;
    }
    if (mpz_sgn(k) == 0) {
        lua_pushinteger(L, 1);
        return 1;
    }
    if (!mpz_fits_slong_p(k)) {
        return py_raise(L, "OverflowError",
                        perm ? "k must not exceed %I" : "min(n - k, k) must not exceed %I",
                        (lua_Integer)INT64_MAX);
    }
    unsigned long kk = mpz_get_ui(k);
    double bits = (double)kk * py_big_log2abs(n);
    if (!perm) {
        bits -= lgamma((double)kk + 1.0) / LN2 * (1 - 1e-12);
    }
    if (bits < 0) {
        bits = 0;
    }
    if (bits > (double)PY_INT_MAX_BITS) {
        return py_big_toobig(L);
    }
    size_t nl = (size_t)(bits / 64) + 3;
    py_big_charge_mul(L, nl / 2 + 1, nl / 2 + 1, ilog2(nl) + 1);
    py_big_result(L, nl);
    mpz_ptr r = py_big_scratch(L, 0), f = py_big_scratch(L, 1), t = py_big_scratch(L, 2);
    py_big_enter(L);
    mpz_bin_ui(r, n, kk);
    if (perm) {
        mpz_fac_ui(f, kk);
        mpz_mul(t, r, f);
        mpz_swap(r, t);
    }
    py_big_leave();
    py_big_set_result(L, r);
    return 1;
}

static int math_comb(lua_State *L) {
    return combperm(L, 0);
}

static int math_perm(lua_State *L) {
    return combperm(L, 1);
}

static const luaL_Reg math_funcs[] = {
    {"comb", math_comb}, {"factorial", math_factorial}, {"isqrt", math_isqrt}, {"perm", math_perm},
    {NULL, NULL},
};

int luaopen_py_math(lua_State *L) {
    luaL_newlib(L, math_funcs);
    return 1;
}
