/*
 * modtime.c: the C part of Python's `time` (the rest is modtime.lua): the host's clocks, its
 * local time zone and a real sleep.
 *
 * The zone: glibc reads its rules (TZ, else /etc/localtime) in tzset(), which the sandbox
 * calls when it starts (sbx_new), before an MCP worker's seccomp filter closes the files;
 * after that only localtime_r and gmtime_r are called here, which use the rules already read
 * and open nothing (glibc's localtime_r does not re-run tzset once it has run; localtime,
 * mktime and strftime would, so they are not used: mktime is done here with localtime_r).
 *
 * sleep waits on CLOCK_MONOTONIC, and never past the run's deadline: the watchdog's signal
 * interrupts it (EINTR) and its hook raises the limit error when sleep returns to Lua.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include "lauxlib.h"
#include "py.h"

static int clock_push(lua_State *L, clockid_t id, int ns) {
    struct timespec ts;
    if (clock_gettime(id, &ts) != 0) {
        return py_raise(L, "OSError", "clock_gettime failed");
    }
    if (ns) {
        lua_pushinteger(L, (lua_Integer)ts.tv_sec * 1000000000 + ts.tv_nsec);
    } else {
        lua_pushnumber(L, (double)ts.tv_sec + ts.tv_nsec * 1e-9);
    }
    return 1;
}

static int time_time(lua_State *L) {
    return clock_push(L, CLOCK_REALTIME, 0);
}
static int time_time_ns(lua_State *L) {
    return clock_push(L, CLOCK_REALTIME, 1);
}
static int time_monotonic(lua_State *L) {
    return clock_push(L, CLOCK_MONOTONIC, 0);
}
static int time_monotonic_ns(lua_State *L) {
    return clock_push(L, CLOCK_MONOTONIC, 1);
}
static int time_process_time(lua_State *L) {
    return clock_push(L, CLOCK_PROCESS_CPUTIME_ID, 0);
}
static int time_process_time_ns(lua_State *L) {
    return clock_push(L, CLOCK_PROCESS_CPUTIME_ID, 1);
}
static int time_thread_time(lua_State *L) {
    return clock_push(L, CLOCK_THREAD_CPUTIME_ID, 0);
}
static int time_thread_time_ns(lua_State *L) {
    return clock_push(L, CLOCK_THREAD_CPUTIME_ID, 1);
}

/* Pushes the fields of a struct tm as Python's struct_time has them: year, mon (1-12), mday,
 * hour, min, sec, wday (Monday 0), yday (1-366), isdst, gmtoff, zone. */
static int tm_push(lua_State *L, const struct tm *tm) {
    lua_pushinteger(L, (lua_Integer)tm->tm_year + 1900);
    lua_pushinteger(L, tm->tm_mon + 1);
    lua_pushinteger(L, tm->tm_mday);
    lua_pushinteger(L, tm->tm_hour);
    lua_pushinteger(L, tm->tm_min);
    lua_pushinteger(L, tm->tm_sec);
    lua_pushinteger(L, (tm->tm_wday + 6) % 7);
    lua_pushinteger(L, tm->tm_yday + 1);
    lua_pushinteger(L, tm->tm_isdst);
    lua_pushinteger(L, tm->tm_gmtoff);
    lua_pushstring(L, tm->tm_zone ? tm->tm_zone : "");
    return 11;
}

static time_t secs_arg(lua_State *L, int idx) {
    lua_Integer t = luaL_checkinteger(L, idx);
    if ((lua_Integer)(time_t)t != t) {
        py_raise(L, "OverflowError", "timestamp out of range for platform time_t");
    }
    return (time_t)t;
}

/* localtime(secs): the local time's fields (tm_push), secs an integer (floored by Lua). */
static int time_localtime(lua_State *L) {
    time_t t = secs_arg(L, 1);
    struct tm tm;
    errno = 0;
    if (localtime_r(&t, &tm) == NULL) {
        return py_raise(L, "OverflowError", "timestamp out of range for platform time_t");
    }
    return tm_push(L, &tm);
}

/* Days from 1970-01-01 to y-m-d of the proleptic Gregorian calendar (any m, normalised). */
static int64_t days_from_civil(int64_t y, int64_t m, int64_t d) {
    y += (m - 1) >= 0 ? (m - 1) / 12 : -((12 - m) / 12);
    m = ((m - 1) % 12 + 12) % 12 + 1;
    y -= m <= 2;
    int64_t era = (y >= 0 ? y : y - 399) / 400;
    int64_t yoe = y - era * 400;
    int64_t doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    int64_t doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + doe - 719468;
}

/* The wall time of tm as seconds since the epoch. */
static int64_t tm_wall(const struct tm *tm) {
    return days_from_civil((int64_t)tm->tm_year + 1900, tm->tm_mon + 1, tm->tm_mday) * 86400 +
           tm->tm_hour * 3600 + tm->tm_min * 60 + tm->tm_sec;
}

/* mktime(y, mon, mday, hour, min, sec, isdst): the timestamp (an integer) of a local time,
 * the fields normalised as C's mktime does; isdst -1 = let the zone say. glibc's algorithm,
 * done with localtime_r (its mktime would re-run tzset): start from the offset of the last
 * call's result (upvalue 1, as glibc keeps it in a static: which of two occurrences of a wall
 * time comes out depends on it), step t by the difference of wall times until it stays (an
 * oscillation means a skipped wall time: glibc 2.36 then returns the side whose tm_isdst is
 * set, or differs from the one asked for; measured, as its comment says); then, when isdst asks for
 * the other kind of time, use the offset of the nearest time of that kind (probes 601200 s apart,
 * up to half of 457243200 s each way), else a one-hour difference. */
static int time_mktime(lua_State *L) {
    int64_t f[6];
    for (int i = 0; i < 6; i++) {
        f[i] = luaL_checkinteger(L, i + 1);
        if (f[i] > INT32_MAX || f[i] < INT32_MIN) {
            return py_raise(L, "OverflowError", "mktime argument out of range");
        }
    }
    int isdst = (int)luaL_optinteger(L, 7, -1);
    int64_t *last = lua_touserdata(L, lua_upvalueindex(1));
    int64_t wall = days_from_civil(f[0], f[1], f[2]) * 86400 + f[3] * 3600 + f[4] * 60 + f[5];
    struct tm tm;
    int64_t t0 = wall + *last, t = t0, t1 = t0, t2 = t0;
    for (int probes = 6;; probes--) {
        time_t tt = (time_t)t;
        if (localtime_r(&tt, &tm) == NULL) {
            return py_raise(L, "OverflowError", "mktime argument out of range");
        }
        int64_t gt = t + (wall - tm_wall(&tm));
        if (gt == t) {
            break;
        }
        if (t == t1 && t != t2 &&
            (tm.tm_isdst < 0 ||
             (isdst < 0 ? tm.tm_isdst != 0 : (isdst != 0) != (tm.tm_isdst != 0)))) {
            break; /* oscillating: a wall time in a gap; glibc keeps the DST side */
        }
        if (probes == 1) {
            return py_raise(L, "OverflowError", "mktime argument out of range");
        }
        t1 = t2;
        t2 = t;
        t = gt;
    }
    if (isdst >= 0 && tm.tm_isdst >= 0 && (isdst != 0) != (tm.tm_isdst != 0)) {
        const int64_t stride = 601200, bound = 457243200 / 2 + 601200;
        int done = 0;
        for (int64_t delta = stride; delta < bound && !done; delta += stride) {
            for (int dir = -1; dir <= 1 && !done; dir += 2) {
                time_t ot = (time_t)(t + delta * dir);
                struct tm otm;
                if (localtime_r(&ot, &otm) != NULL && (otm.tm_isdst != 0) == (isdst != 0)) {
                    t = ot + (wall - tm_wall(&otm));
                    done = 1;
                }
            }
        }
        if (!done) {
            t += 3600 * ((isdst == 0) - (tm.tm_isdst == 0));
        }
    }
    *last = t - wall;
    lua_pushinteger(L, (lua_Integer)t);
    return 1;
}

/* zone(): timezone, altzone, daylight, tzname[0], tzname[1] as CPython's init_timezone
 * computes them (the offsets of January and July of this year). */
static int time_zone(lua_State *L) {
    static const time_t YEAR = (365 * 24 + 6) * 3600;
    time_t t = (time(NULL) / YEAR) * YEAR;
    struct tm tm;
    localtime_r(&t, &tm);
    long jan = -tm.tm_gmtoff;
    char janname[16], julname[16];
    snprintf(janname, sizeof janname, "%s", tm.tm_zone ? tm.tm_zone : "");
    t += YEAR / 2;
    localtime_r(&t, &tm);
    long jul = -tm.tm_gmtoff;
    snprintf(julname, sizeof julname, "%s", tm.tm_zone ? tm.tm_zone : "");
    if (jan < jul) { /* DST is reversed in the southern hemisphere */
        lua_pushinteger(L, jul);
        lua_pushinteger(L, jan);
        lua_pushinteger(L, jan != jul);
        lua_pushstring(L, julname);
        lua_pushstring(L, janname);
    } else {
        lua_pushinteger(L, jan);
        lua_pushinteger(L, jul);
        lua_pushinteger(L, jan != jul);
        lua_pushstring(L, janname);
        lua_pushstring(L, julname);
    }
    return 5;
}

/* sleep(secs): a float, already checked (non-negative, finite) by modtime.lua. */
static int time_sleep(lua_State *L) {
    double secs = luaL_checknumber(L, 1);
    struct timespec now, until;
    clock_gettime(CLOCK_MONOTONIC, &now);
    double end = (double)now.tv_sec + now.tv_nsec * 1e-9 + secs;
    py_Run *r = py_run(L);
    if (r && r->deadline > 0 && end > r->deadline) {
        end = r->deadline; /* then the watchdog ends the run */
    }
    until.tv_sec = (time_t)end;
    until.tv_nsec = (long)((end - (double)until.tv_sec) * 1e9);
    if (until.tv_nsec >= 1000000000) {
        until.tv_nsec = 999999999;
    }
    for (;;) {
        int rc = clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &until, NULL);
        if (rc == 0) {
            break;
        }
        if (rc != EINTR) {
            return py_raise(L, "OSError", "sleep failed");
        }
        if (r && (r->limit_hit || (r->deadline > 0 && py_clock() >= r->deadline))) {
            break; /* a limit: the watchdog's hook raises it on the way back */
        }
    }
    py_charge(L, 1); /* past the deadline: the limit error, if the hook has not raised it */
    return 0;
}

static const luaL_Reg time_funcs[] = {
    {"localtime", time_localtime},
    {"monotonic", time_monotonic},
    {"monotonic_ns", time_monotonic_ns},
    {"process_time", time_process_time},
    {"process_time_ns", time_process_time_ns},
    {"sleep", time_sleep},
    {"thread_time", time_thread_time},
    {"thread_time_ns", time_thread_time_ns},
    {"time", time_time},
    {"time_ns", time_time_ns},
    {"zone", time_zone},
    {NULL, NULL},
};

int luaopen_py_time(lua_State *L) {
    luaL_newlib(L, time_funcs);
    int64_t *last = lua_newuserdatauv(L, sizeof(int64_t), 0); /* mktime's last offset */
    *last = 0;
    lua_pushcclosure(L, time_mktime, 1);
    lua_setfield(L, -2, "mktime");
    return 1;
}
