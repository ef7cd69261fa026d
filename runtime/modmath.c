/*
 * modmath.c: the C part of Python's `math` (the rest is modmath.lua): the functions whose
 * results are big integers, isqrt, factorial, comb and perm, computed by GMP inside the
 * limits of objint.c (the py_big_* work API of objint.h): a result past PY_INT_MAX_BITS is
 * refused before any work, the work is charged to the operation budget, and GMP's memory
 * stays within the cap. CPython 3.11's Modules/mathmodule.c is the oracle for the messages.
 *
 * The arguments are Python ints (Lua integers, booleans or py.int): modmath.lua converts
 * with __index__ first.
 *
 * The float functions follow mathmodule.c too: libm for what CPython takes from libm, with
 * its error rules (math_1, math_1a, math_2: a NaN from a non-NaN argument is a domain error,
 * an infinity from a finite one a range or domain error), and CPython's own algorithms where
 * it has them: gamma and lgamma (Lanczos, its coefficients), pow's special values, fsum
 * (Shewchuk), hypot and dist (vector_norm), log of big ints (by their frexp). modmath.lua
 * converts the arguments to floats (PyFloat_AsDouble's rules) before calling these.
 */
#include <errno.h>
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

/* ---- the float functions, as CPython 3.11's Modules/mathmodule.c computes them ---- */

static int err_domain(lua_State *L) {
    return py_raise(L, "ValueError", "math domain error");
}

static int err_range(lua_State *L) {
    return py_raise(L, "OverflowError", "math range error");
}

/* CPython's is_error: EDOM a ValueError, ERANGE an OverflowError unless it underflowed. */
static void check_errno(lua_State *L, int err, double r) {
    if (err == EDOM) {
        err_domain(L);
    } else if (err == ERANGE && fabs(r) >= 1.5) {
        err_range(L);
    }
}

/* math_1: a libm function of one float. */
static int math_1(lua_State *L, double (*f)(double), int can_overflow) {
    double x = luaL_checknumber(L, 1);
    errno = 0;
    double r = f(x);
    if (isnan(r) && !isnan(x)) {
        return err_domain(L);
    }
    if (isinf(r) && isfinite(x)) {
        return can_overflow ? err_range(L) : err_domain(L);
    }
    if (isfinite(r) && errno) {
        check_errno(L, errno, r);
    }
    lua_pushnumber(L, r);
    return 1;
}

/* math_1a: functions that set errno themselves (gamma, lgamma, erf, erfc). */
static int math_1a(lua_State *L, double (*f)(double)) {
    double x = luaL_checknumber(L, 1);
    errno = 0;
    double r = f(x);
    if (errno) {
        check_errno(L, errno, r);
    }
    lua_pushnumber(L, r);
    return 1;
}

/* math_2: a function of two floats. */
static int math_2(lua_State *L, double (*f)(double, double)) {
    double x = luaL_checknumber(L, 1), y = luaL_checknumber(L, 2);
    errno = 0;
    double r = f(x, y);
    int err = 0;
    if (isnan(r)) {
        err = (!isnan(x) && !isnan(y)) ? EDOM : 0;
    } else if (isinf(r)) {
        err = (isfinite(x) && isfinite(y)) ? ERANGE : 0;
    }
    if (err) {
        check_errno(L, err, r);
    }
    lua_pushnumber(L, r);
    return 1;
}

static const double PI = 3.141592653589793238462643383279502884197;
static const double LOGPI = 1.144729885849400174143427351353058711647;

/* sin(pi * x), exact at the integers and half-integers */
static double m_sinpi(double x) {
    double y = fmod(fabs(x), 2.0), r;
    int n = (int)round(2.0 * y);
    switch (n) {
    case 0:
        r = sin(PI * y);
        break;
    case 1:
        r = cos(PI * (y - 0.5));
        break;
    case 2:
        r = sin(PI * (1.0 - y));
        break;
    case 3:
        r = -cos(PI * (y - 1.5));
        break;
    default:
        r = sin(PI * (y - 2.0));
        break;
    }
    return copysign(1.0, x) * r;
}

/* Lanczos' approximation with CPython's coefficients (g = 6.024680040776729583740234375) */
#define LANCZOS_N 13
static const double lanczos_g = 6.024680040776729583740234375;
static const double lanczos_g_minus_half = 5.524680040776729583740234375;
static const double lanczos_num_coeffs[LANCZOS_N] = {
    23531376880.410759688572007674451636754734846804940,
    42919803642.649098768957899047001988850926355848959,
    35711959237.355668049440185451547166705960488635843,
    17921034426.037209699919755754458931112671403265390,
    6039542586.3520280050642916443072979210699388420708,
    1439720407.3117216736632230727949123939715485786772,
    248874557.86205415651146038641322942321632125127801,
    31426415.585400194380614231628318205362874684987640,
    2876370.6289353724412254090516208496135991145378768,
    186056.26539522349504029498971604569928220784236328,
    8071.6720023658162106380029022722506138218516325024,
    210.82427775157934587250973392071336271166969580291,
    2.5066282746310002701649081771338373386264310793408};
static const double lanczos_den_coeffs[LANCZOS_N] = {
    0.0,       39916800.0, 120543840.0, 150917976.0, 105258076.0, 45995730.0, 13339535.0,
    2637558.0, 357423.0,   32670.0,     1925.0,      66.0,        1.0};
#define NGAMMA_INTEGRAL 23
static const double gamma_integral[NGAMMA_INTEGRAL] = {
    1.0,
    1.0,
    2.0,
    6.0,
    24.0,
    120.0,
    720.0,
    5040.0,
    40320.0,
    362880.0,
    3628800.0,
    39916800.0,
    479001600.0,
    6227020800.0,
    87178291200.0,
    1307674368000.0,
    20922789888000.0,
    355687428096000.0,
    6402373705728000.0,
    121645100408832000.0,
    2432902008176640000.0,
    51090942171709440000.0,
    1124000727777607680000.0,
};

static double lanczos_sum(double x) {
    double num = 0.0, den = 0.0;
    if (x < 5.0) {
        for (int i = LANCZOS_N; --i >= 0;) {
            num = num * x + lanczos_num_coeffs[i];
            den = den * x + lanczos_den_coeffs[i];
        }
    } else {
        for (int i = 0; i < LANCZOS_N; i++) {
            num = num / x + lanczos_num_coeffs[i];
            den = den / x + lanczos_den_coeffs[i];
        }
    }
    return num / den;
}

static double m_tgamma(double x) {
    if (!isfinite(x)) {
        if (isnan(x) || x > 0.0) {
            return x;
        }
        errno = EDOM;
        return NAN;
    }
    if (x == 0.0) {
        errno = EDOM;
        return copysign(HUGE_VAL, x);
    }
    if (x == floor(x)) {
        if (x < 0.0) {
            errno = EDOM;
            return NAN;
        }
        if (x <= NGAMMA_INTEGRAL) {
            return gamma_integral[(int)x - 1];
        }
    }
    double absx = fabs(x), r, y, z, sqrtpow;
    if (absx < 1e-20) {
        r = 1.0 / x;
        if (isinf(r)) {
            errno = ERANGE;
        }
        return r;
    }
    if (absx > 200.0) {
        if (x < 0.0) {
            return 0.0 / m_sinpi(x);
        }
        errno = ERANGE;
        return HUGE_VAL;
    }
    y = absx + lanczos_g_minus_half;
    if (absx > lanczos_g_minus_half) {
        double q = y - absx;
        z = q - lanczos_g_minus_half;
    } else {
        double q = y - lanczos_g_minus_half;
        z = q - absx;
    }
    z = z * lanczos_g / y;
    if (x < 0.0) {
        r = -PI / m_sinpi(absx) / absx * exp(y) / lanczos_sum(absx);
        r -= z * r;
        if (absx < 140.0) {
            r /= pow(y, absx - 0.5);
        } else {
            sqrtpow = pow(y, absx / 2.0 - 0.25);
            r /= sqrtpow;
            r /= sqrtpow;
        }
    } else {
        r = lanczos_sum(absx) / exp(y);
        r += z * r;
        if (absx < 140.0) {
            r *= pow(y, absx - 0.5);
        } else {
            sqrtpow = pow(y, absx / 2.0 - 0.25);
            r *= sqrtpow;
            r *= sqrtpow;
        }
    }
    if (isinf(r)) {
        errno = ERANGE;
    }
    return r;
}

static double m_lgamma(double x) {
    if (!isfinite(x)) {
        return isnan(x) ? x : HUGE_VAL;
    }
    if (x == floor(x) && x <= 2.0) {
        if (x <= 0.0) {
            errno = EDOM;
            return HUGE_VAL;
        }
        return 0.0;
    }
    double absx = fabs(x), r;
    if (absx < 1e-20) {
        return -log(absx);
    }
    r = log(lanczos_sum(absx)) - lanczos_g;
    r += (absx - 0.5) * (log(absx + lanczos_g - 0.5) - 1);
    if (x < 0.0) {
        r = LOGPI - log(fabs(m_sinpi(absx))) - log(absx) - r;
    }
    if (isinf(r)) {
        errno = ERANGE;
    }
    return r;
}

/* m_log, m_log2, m_log10: log of a float, errno EDOM for x <= 0 */
static double m_logf(double x, double (*f)(double)) {
    if (isfinite(x)) {
        if (x > 0.0) {
            return f(x);
        }
        errno = EDOM;
        return x == 0.0 ? -HUGE_VAL : NAN;
    }
    if (isnan(x) || x > 0.0) {
        return x;
    }
    errno = EDOM;
    return NAN;
}

/* log(x, which): which 0 = e, 2, 10; x a float or an int (a big int by its frexp, as
 * CPython's loghelper). Returns the float. */
static double logof(lua_State *L, int idx, int which) {
    double (*f)(double) = which == 2 ? log2 : which == 10 ? log10 : log;
    if (lua_type(L, idx) == LUA_TNUMBER && !lua_isinteger(L, idx)) {
        errno = 0;
        double r = m_logf(lua_tonumber(L, idx), f);
        if (errno) {
            check_errno(L, errno, r);
        }
        return r;
    }
    py_IntView v;
    mpz_srcptr z = py_int_view(L, idx, &v);
    if (z == NULL) {
        luaL_checknumber(L, idx);
        return 0;
    }
    if (mpz_sgn(z) <= 0) {
        err_domain(L);
    }
    size_t bits = mpz_sizeinbase(z, 2);
    if (bits <= 1000) {
        return f(py_int_tofloat(L, idx));
    }
    /* x = mant * 2**(e - 53), mant rounded to 53 bits, half to even (_PyLong_Frexp) */
    uint64_t top = 0;
    int sticky = mpz_scan1(z, 0) < bits - 64;
    for (int i = 0; i < 64; i++) {
        top = (top << 1) | (uint64_t)mpz_tstbit(z, bits - 1 - (size_t)i);
    }
    uint64_t mant = top >> 11, rest = top & 0x7ff;
    long e = (long)bits;
    if (rest > 0x400 || (rest == 0x400 && (sticky || (mant & 1)))) {
        mant++;
        if (mant == (uint64_t)1 << 53) {
            mant >>= 1;
            e++;
        }
    }
    if (e <= 1024) { /* PyLong_AsDouble does not overflow: the rounded value itself */
        return f(ldexp((double)mant, (int)e - 53));
    }
    return f(ldexp((double)mant, -53)) + f(2.0) * (double)e;
}

static int math_log_(lua_State *L) {
    int which = (int)luaL_optinteger(L, 2, 0);
    lua_pushnumber(L, logof(L, 1, which));
    return 1;
}

static double m_remainder(double x, double y) {
    return remainder(x, y);
}

static int math_pow(lua_State *L) {
    double x = luaL_checknumber(L, 1), y = luaL_checknumber(L, 2), r = 0.0;
    int err = 0;
    if (!isfinite(x) || !isfinite(y)) {
        if (isnan(x)) {
            r = y == 0.0 ? 1.0 : x;
        } else if (isnan(y)) {
            r = x == 1.0 ? 1.0 : y;
        } else if (isinf(x)) {
            int odd_y = isfinite(y) && fmod(fabs(y), 2.0) == 1.0;
            if (y > 0.0) {
                r = odd_y ? x : fabs(x);
            } else if (y == 0.0) {
                r = 1.0;
            } else {
                r = odd_y ? copysign(0.0, x) : 0.0;
            }
        } else if (fabs(x) == 1.0) {
            r = 1.0;
        } else if (y > 0.0 && fabs(x) > 1.0) {
            r = y;
        } else if (y < 0.0 && fabs(x) < 1.0) {
            r = -y;
        } else {
            r = 0.0;
        }
    } else {
        r = pow(x, y);
        if (!isfinite(r)) {
            if (isnan(r)) {
                err = EDOM;
            } else {
                err = x == 0.0 ? EDOM : ERANGE;
            }
        }
    }
    if (err) {
        check_errno(L, err, r);
    }
    lua_pushnumber(L, r);
    return 1;
}

static int math_fmod(lua_State *L) {
    double x = luaL_checknumber(L, 1), y = luaL_checknumber(L, 2);
    if (isinf(y) && isfinite(x)) {
        lua_pushnumber(L, x);
        return 1;
    }
    double r = fmod(x, y);
    if (isnan(r) && !isnan(x) && !isnan(y)) {
        return err_domain(L);
    }
    lua_pushnumber(L, r);
    return 1;
}

/* CPython 3.11's vector_norm: the Euclidean norm of vec[0..n) (absolute values, max the
 * largest), accurate to within 1 ulp by lossless scaling and compensated summation */
static double vector_norm(size_t n, double *vec, double max, int found_nan) {
    const double T27 = 134217729.0;
    double x, scale, oldcsum, csum = 1.0, frac1 = 0.0, frac2 = 0.0, frac3 = 0.0;
    double t, hi, lo, h;
    int max_e;
    if (isinf(max)) {
        return max;
    }
    if (found_nan) {
        return NAN;
    }
    if (max == 0.0 || n <= 1) {
        return max;
    }
    frexp(max, &max_e);
    if (max_e >= -1023) {
        scale = ldexp(1.0, -max_e);
        for (size_t i = 0; i < n; i++) {
            x = vec[i] * scale;
            t = x * T27;
            hi = t - (t - x);
            lo = x - hi;
            x = hi * hi;
            oldcsum = csum;
            csum += x;
            frac1 += (oldcsum - csum) + x;
            x = 2.0 * hi * lo;
            oldcsum = csum;
            csum += x;
            frac2 += (oldcsum - csum) + x;
            frac3 += lo * lo;
        }
        h = sqrt(csum - 1.0 + (frac1 + frac2 + frac3));
        x = h;
        t = x * T27;
        hi = t - (t - x);
        lo = x - hi;
        x = -hi * hi;
        oldcsum = csum;
        csum += x;
        frac1 += (oldcsum - csum) + x;
        x = -2.0 * hi * lo;
        oldcsum = csum;
        csum += x;
        frac2 += (oldcsum - csum) + x;
        x = -lo * lo;
        oldcsum = csum;
        csum += x;
        frac3 += (oldcsum - csum) + x;
        x = csum - 1.0 + (frac1 + frac2 + frac3);
        return (h + x / (2.0 * h)) / scale;
    }
    for (size_t i = 0; i < n; i++) {
        x = vec[i] / max;
        x = x * x;
        oldcsum = csum;
        csum += x;
        frac1 += (oldcsum - csum) + x;
    }
    return max * sqrt(csum - 1.0 + frac1);
}

/* hypot(array of floats) and dist(array p, array q) */
static int math_norm(lua_State *L, int dist) {
    luaL_checktype(L, 1, LUA_TTABLE);
    size_t n = lua_rawlen(L, 1);
    if (dist) {
        luaL_checktype(L, 2, LUA_TTABLE);
        if (lua_rawlen(L, 2) != n) {
            return py_raise(L, "ValueError", "both points must have the same number of dimensions");
        }
    }
    py_charge(L, (long long)n);
    double *vec = lua_newuserdatauv(L, (n + 1) * sizeof(double), 0);
    double max = 0.0;
    int found_nan = 0;
    for (size_t i = 0; i < n; i++) {
        lua_rawgeti(L, 1, (lua_Integer)i + 1);
        double x = lua_tonumber(L, -1);
        lua_pop(L, 1);
        if (dist) {
            lua_rawgeti(L, 2, (lua_Integer)i + 1);
            x -= lua_tonumber(L, -1);
            lua_pop(L, 1);
        }
        x = fabs(x);
        vec[i] = x;
        found_nan |= isnan(x);
        if (x > max) {
            max = x;
        }
    }
    lua_pushnumber(L, vector_norm(n, vec, max, found_nan));
    return 1;
}

static int math_hypot(lua_State *L) {
    return math_norm(L, 0);
}

static int math_dist(lua_State *L) {
    return math_norm(L, 1);
}

/* fsum(array of floats): Shewchuk's exact sum with CPython's special cases and rounding */
static int math_fsum(lua_State *L) {
    luaL_checktype(L, 1, LUA_TTABLE);
    size_t len = lua_rawlen(L, 1), n = 0;
    py_charge(L, (long long)len);
    double *p = lua_newuserdatauv(L, (len + 2) * sizeof(double), 0);
    double special_sum = 0.0, inf_sum = 0.0, x, y, t, hi, yr, lo = 0.0;
    for (size_t k = 0; k < len; k++) {
        lua_rawgeti(L, 1, (lua_Integer)k + 1);
        x = lua_tonumber(L, -1);
        lua_pop(L, 1);
        double xsave = x;
        size_t i = 0;
        for (size_t j = 0; j < n; j++) {
            y = p[j];
            if (fabs(x) < fabs(y)) {
                t = x;
                x = y;
                y = t;
            }
            hi = x + y;
            yr = hi - x;
            lo = y - yr;
            if (lo != 0.0) {
                p[i++] = lo;
            }
            x = hi;
        }
        n = i;
        if (x != 0.0) {
            if (!isfinite(x)) {
                if (isfinite(xsave)) {
                    return py_raise(L, "OverflowError", "intermediate overflow in fsum");
                }
                if (isinf(xsave)) {
                    inf_sum += xsave;
                }
                special_sum += xsave;
                n = 0;
            } else {
                p[n++] = x;
            }
        }
    }
    if (special_sum != 0.0) {
        if (isnan(inf_sum)) {
            return py_raise(L, "ValueError", "-inf + inf in fsum");
        }
        lua_pushnumber(L, special_sum);
        return 1;
    }
    hi = 0.0;
    if (n > 0) {
        hi = p[--n];
        while (n > 0) {
            x = hi;
            y = p[--n];
            hi = x + y;
            yr = hi - x;
            lo = y - yr;
            if (lo != 0.0) {
                break;
            }
        }
        if (n > 0 && ((lo < 0.0 && p[n - 1] < 0.0) || (lo > 0.0 && p[n - 1] > 0.0))) {
            y = lo * 2.0;
            x = hi + y;
            yr = x - hi;
            if (y == yr) {
                hi = x;
            }
        }
    }
    lua_pushnumber(L, hi);
    return 1;
}

static int math_frexp(lua_State *L) {
    double x = luaL_checknumber(L, 1);
    int e = 0;
    if (isnan(x) || isinf(x) || x == 0.0) {
        lua_pushnumber(L, x);
    } else {
        lua_pushnumber(L, frexp(x, &e));
    }
    lua_pushinteger(L, e);
    return 2;
}

/* ldexp(x, i): i a Lua integer, or nil for a big int of sign given by argument 3 */
static int math_ldexp(lua_State *L) {
    double x = luaL_checknumber(L, 1), r;
    lua_Integer e;
    if (lua_isinteger(L, 2)) {
        e = lua_tointeger(L, 2);
    } else {
        e = luaL_checkinteger(L, 3) > 0 ? INT64_MAX : INT64_MIN;
    }
    if (x == 0.0 || !isfinite(x)) {
        r = x;
    } else if (e > INT32_MAX) {
        return err_range(L);
    } else if (e < INT32_MIN) {
        r = copysign(0.0, x);
    } else {
        errno = 0;
        r = ldexp(x, (int)e);
        if (isinf(r)) {
            return err_range(L);
        }
    }
    lua_pushnumber(L, r);
    return 1;
}

static int math_modf(lua_State *L) {
    double x = luaL_checknumber(L, 1), ip;
    if (isinf(x)) {
        lua_pushnumber(L, copysign(0.0, x));
        lua_pushnumber(L, x);
        return 2;
    }
    double fp = modf(x, &ip);
    lua_pushnumber(L, fp);
    lua_pushnumber(L, ip);
    return 2;
}

static int math_copysign(lua_State *L) {
    lua_pushnumber(L, copysign(luaL_checknumber(L, 1), luaL_checknumber(L, 2)));
    return 1;
}

static int math_nextafter(lua_State *L) {
    lua_pushnumber(L, nextafter(luaL_checknumber(L, 1), luaL_checknumber(L, 2)));
    return 1;
}

static int math_ulp(lua_State *L) {
    double x = luaL_checknumber(L, 1);
    if (isnan(x)) {
        lua_pushnumber(L, x);
        return 1;
    }
    x = fabs(x);
    if (isinf(x)) {
        lua_pushnumber(L, x);
        return 1;
    }
    double x2 = nextafter(x, HUGE_VAL);
    if (isinf(x2)) {
        x2 = nextafter(x, -HUGE_VAL);
        lua_pushnumber(L, x - x2);
        return 1;
    }
    lua_pushnumber(L, x2 - x);
    return 1;
}

static double m_atan2(double y, double x) {
    return atan2(y, x);
}

#define FUNC1(name, f, ovf)                                                                        \
    static int math_##name(lua_State *L) {                                                         \
        return math_1(L, f, ovf);                                                                  \
    }
FUNC1(acos, acos, 0)
FUNC1(acosh, acosh, 0)
FUNC1(asin, asin, 0)
FUNC1(asinh, asinh, 0)
FUNC1(atan, atan, 0)
FUNC1(atanh, atanh, 0)
FUNC1(cbrt, cbrt, 0)
FUNC1(cos, cos, 0)
FUNC1(cosh, cosh, 1)
FUNC1(exp, exp, 1)
FUNC1(exp2, exp2, 1)
FUNC1(expm1, expm1, 1)
FUNC1(log1p, log1p, 0)
FUNC1(sin, sin, 0)
FUNC1(sinh, sinh, 1)
FUNC1(sqrt, sqrt, 0)
FUNC1(tan, tan, 0)
FUNC1(tanh, tanh, 0)

static int math_erf(lua_State *L) {
    return math_1a(L, erf);
}
static int math_erfc(lua_State *L) {
    return math_1a(L, erfc);
}
static int math_gamma(lua_State *L) {
    return math_1a(L, m_tgamma);
}
static int math_lgamma(lua_State *L) {
    return math_1a(L, m_lgamma);
}
static int math_atan2(lua_State *L) {
    return math_2(L, m_atan2);
}
static int math_remainder(lua_State *L) {
    return math_2(L, m_remainder);
}

static const luaL_Reg math_funcs[] = {
    {"acos", math_acos},
    {"acosh", math_acosh},
    {"asin", math_asin},
    {"asinh", math_asinh},
    {"atan", math_atan},
    {"atan2", math_atan2},
    {"atanh", math_atanh},
    {"cbrt", math_cbrt},
    {"comb", math_comb},
    {"copysign", math_copysign},
    {"cos", math_cos},
    {"cosh", math_cosh},
    {"dist", math_dist},
    {"erf", math_erf},
    {"erfc", math_erfc},
    {"exp", math_exp},
    {"exp2", math_exp2},
    {"expm1", math_expm1},
    {"factorial", math_factorial},
    {"fmod", math_fmod},
    {"frexp", math_frexp},
    {"fsum", math_fsum},
    {"gamma", math_gamma},
    {"hypot", math_hypot},
    {"isqrt", math_isqrt},
    {"ldexp", math_ldexp},
    {"lgamma", math_lgamma},
    {"log", math_log_},
    {"log1p", math_log1p},
    {"modf", math_modf},
    {"nextafter", math_nextafter},
    {"perm", math_perm},
    {"pow", math_pow},
    {"remainder", math_remainder},
    {"sin", math_sin},
    {"sinh", math_sinh},
    {"sqrt", math_sqrt},
    {"tan", math_tan},
    {"tanh", math_tanh},
    {"ulp", math_ulp},
    {NULL, NULL},
};

int luaopen_py_math(lua_State *L) {
    luaL_newlib(L, math_funcs);
    return 1;
}
