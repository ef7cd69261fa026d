/*
 * tools.c: the MCP server's tools (DESIGN.md section 6): their list and schemas, the checks of
 * a tools/call's arguments, and the one shape of a tool's answer (content text, the structured
 * JSON, isError), which the answers of the workers and the errors the server makes share.
 */
#define _GNU_SOURCE
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "lauxlib.h"
#include "moonpy_int.h"
#include "objfloat.h"
#include "mcp.h"

/* ---- calls ---- */

/* A tool's answer. Before 2025-06-18 there is no structuredContent: the readable text is the
 * whole answer (it names the logs, the result or the error, so the JSON would repeat it). */
static void tool_result(Buf *m, const char *id, int ver, const char *json, size_t jn,
                        const char *text, size_t tn, int iserr) {
    buf_printf(m,
               "{\"jsonrpc\":\"2.0\",\"id\":%s,\"result\":{\"content\":[{\"type\":\"text\","
               "\"text\":",
               id);
    rpc_json_string(m, text, tn);
    buf_adds(m, "}]");
    if (ver >= V_2025_06_18 && json) {
        buf_adds(m, ",\"structuredContent\":");
        buf_add(m, json, jn);
    }
    buf_printf(m, ",\"isError\":%s", iserr ? "true" : "false");
    mcp_result_tail(m, ver);
    buf_adds(m, "}}");
}

static void answer_tool(Server *S, Batch *b, int slot, const char *id, int ver, const char *json,
                        size_t jn, const char *text, size_t tn, int iserr) {
    Buf m = {0};
    tool_result(&m, id, ver, json, jn, text, tn, iserr);
    mcp_send(S, b, slot, &m);
    buf_free(&m);
}

void tools_invalid(Server *S, McpReq *q, const char *tool, const char *why) {
    Buf t = {0};
    buf_printf(&t, "Invalid arguments for %s: %s. Fix the arguments and call it again.", tool, why);
    answer_tool(S, q->b, q->slot, q->m->id, q->ver, NULL, 0, t.p, t.n, 1);
    buf_free(&t);
}

/* ---- the one shape of a run's answer ---- */

#define SAFE_INT 9007199254740992LL /* 2^53: ints beyond it are written as strings */

/* The JSON of an exported value tree (runtime/session.lua), counted as that file's JSON writer
 * of old counted it: each scalar its text and one, each container two, each key its text and
 * two. Past max the result is replaced by a note. */
typedef struct TreeJson {
    lua_State *L;
    Buf *b;
    size_t n, max;
} TreeJson;

static int tj_scalar(TreeJson *w, size_t mark) {
    w->n += w->b->n - mark + 1;
    return w->n <= w->max;
}

static void tj_float(Buf *b, double v, int quoted) {
    char r[PY_FLOAT_REPR_SIZE];
    int n = py_float_repr(v, r); /* CPython's repr is a JSON number: "1e+16", "-0.0", "0.1" */
    if (quoted || !isfinite(v)) {
        rpc_json_string_del(b, r, (size_t)n);
    } else {
        buf_add(b, r, (size_t)n);
    }
}

/* A dict key as json.dumps writes it: a string. */
static void tj_key(TreeJson *w, int idx) {
    size_t n;
    const char *s;
    switch (lua_type(w->L, idx)) {
    case LUA_TSTRING:
        s = lua_tolstring(w->L, idx, &n);
        rpc_json_string_del(w->b, s, n);
        break;
    case LUA_TBOOLEAN:
        buf_adds(w->b, lua_toboolean(w->L, idx) ? "\"true\"" : "\"false\"");
        break;
    case LUA_TNUMBER:
        if (lua_isinteger(w->L, idx)) {
            buf_printf(w->b, "\"" LUA_INTEGER_FMT "\"", lua_tointeger(w->L, idx));
        } else {
            tj_float(w->b, lua_tonumber(w->L, idx), 1);
        }
        break;
    default: /* None */
        buf_adds(w->b, "\"null\"");
        break;
    }
}

static int tj_value(TreeJson *w, int idx, int depth) {
    lua_State *L = w->L;
    Buf *b = w->b;
    size_t mark = b->n, n;
    const char *s;
    switch (lua_type(L, idx)) {
    case LUA_TBOOLEAN:
        buf_adds(b, lua_toboolean(L, idx) ? "true" : "false");
        break;
    case LUA_TNUMBER:
        if (lua_isinteger(L, idx)) {
            lua_Integer v = lua_tointeger(L, idx);
            int quoted = v > SAFE_INT || v < -SAFE_INT;
            buf_printf(b, quoted ? "\"" LUA_INTEGER_FMT "\"" : LUA_INTEGER_FMT, v);
        } else {
            tj_float(b, lua_tonumber(L, idx), 0);
        }
        break;
    case LUA_TSTRING:
        s = lua_tolstring(L, idx, &n);
        rpc_json_string_del(b, s, n);
        break;
    case LUA_TTABLE:
        if (depth <= 0 || !lua_checkstack(L, 8)) {
            return 0;
        }
        lua_getfield(L, idx, "n");
        lua_Integer count = lua_tointeger(L, -1);
        lua_pop(L, 1);
        lua_getfield(L, idx, "tag");
        int dict = lua_type(L, -1) == LUA_TSTRING && strcmp(lua_tostring(L, -1), "dict") == 0;
        lua_pop(L, 1);
        int keys = 0;
        if (dict) {
            lua_getfield(L, idx, "keys");
            keys = lua_gettop(L);
        }
        buf_addc(b, dict ? '{' : '[');
        for (lua_Integer i = 1; i <= count; i++) {
            if (i > 1) {
                buf_addc(b, ',');
            }
            if (dict) {
                size_t k = b->n;
                lua_rawgeti(L, keys, i);
                tj_key(w, lua_gettop(L));
                lua_pop(L, 1);
                w->n += b->n - k + 2;
                buf_addc(b, ':');
            }
            lua_rawgeti(L, idx, i);
            int ok = tj_value(w, lua_gettop(L), depth - 1);
            lua_pop(L, 1);
            if (!ok) {
                return 0;
            }
        }
        if (dict) {
            lua_pop(L, 1);
        }
        buf_addc(b, dict ? '}' : ']');
        w->n += 2;
        return 1;
    default: /* None: a light userdata NULL */
        buf_adds(b, "null");
        break;
    }
    return tj_scalar(w, mark);
}

static int tj_pmain(lua_State *L) {
    TreeJson *w = lua_touserdata(L, 2);
    lua_pushboolean(L, tj_value(w, 1, 1000));
    return 1;
}

/* A size for people: 256 MB, 1.5 GB, 64 KB for round sizes, else bytes (20,000 bytes). */
static void fmt_size(char *out, size_t n, size_t v) {
    if (v >= (1u << 30) && v % (1u << 20) == 0) {
        snprintf(out, n, "%.4g GB", (double)v / (1u << 30));
    } else if (v >= (1u << 20) && v % 1024 == 0) {
        snprintf(out, n, "%.4g MB", (double)v / (1u << 20));
    } else if (v >= 1024 && v % 1024 == 0) {
        snprintf(out, n, "%zu KB", v / 1024);
    } else {
        char d[32];
        snprintf(out, n, "%s bytes", buf_commas(v, d));
    }
}

/* The result's repr (or the repr of a result too large for its JSON) cut to the budget. */
static void result_text(const SbxOutcome *o, size_t max, Buf *out) {
    size_t n = o->repr.n;
    if (o->repr_len <= n || max == 0) {
        buf_add_clipped(out, o->repr.s, n, max, "the result");
        return;
    }
    /* the sandbox kept the repr's head and tail only: cut within them */
    size_t half = max ? max / 2 : n / 2;
    if (half > n / 2) {
        half = n / 2;
    }
    buf_add_cut(out, o->repr.s, half, o->repr.s + n - half, half, o->repr_len, "the result");
}

/* The result's JSON: the tree at o->value of L; past the budget, the head and the tail of its
 * repr as a string, with a line that says how much was cut (never dropped silently). */
static void outcome_result(lua_State *L, const SbxOutcome *o, size_t max, Buf *j) {
    size_t mark = j->n;
    if (!o->repr.s) {
        buf_adds(j, "null");
        return;
    }
    if (o->value && L) {
        TreeJson w = {L, j, 0, o->fallback || max == 0 ? (size_t)-1 : max};
        lua_pushcfunction(L, tj_pmain);
        lua_pushvalue(L, o->value);
        lua_pushlightuserdata(L, &w);
        int ok = lua_pcall(L, 2, 1, 0) == LUA_OK && lua_toboolean(L, -1);
        lua_pop(L, 1);
        if (ok) {
            return;
        }
        j->n = mark;
    } else if (!o->too_large) {
        buf_adds(j, "null");
        return;
    }
    Buf sum = {0};
    result_text(o, max, &sum);
    rpc_json_string_del(j, sum.p, sum.n);
    buf_free(&sum);
}

static void outcome_str(Buf *j, SbxStr s) {
    rpc_json_string_del(j, s.s ? s.s : "", s.s ? s.n : 0);
}

/* s cut to about max bytes: its head and its tail around a line that says how much was cut
 * (written into scratch). A program names its exception types and writes their messages, so
 * they are held to a budget like everything else it sends back. */
static SbxStr clip(SbxStr s, size_t max, Buf *scratch) {
    if (!s.s || s.n <= max) {
        return s;
    }
    scratch->n = 0;
    buf_add_clipped(scratch, s.s, s.n, max, "text");
    return (SbxStr){scratch->p, scratch->n};
}

static int str_is(SbxStr s, const char *lit) {
    return s.s && s.n == strlen(lit) && memcmp(s.s, lit, s.n) == 0;
}

/* s starts with the words of a limit: what follows them ("" or " (while translating ...)") */
static const char *limit_rest(SbxStr s, const char *lit) {
    size_t n = strlen(lit);
    if (!s.s || s.n < n || memcmp(s.s, lit, n) != 0 || memchr(s.s, '\0', s.n)) {
        return NULL;
    }
    return s.n == n || s.s[n] == ' ' ? s.s + n : NULL;
}

/* A limit that ended the run, said with its size, where the program was, and what the model
 * can do (the hint). Writes the new message into msg and the hint into hint; 0 if the error is
 * not one of the limits. */
int tools_limit_words(const SbxOutcome *o, const ToolsLimits *tl, Buf *msg, Buf *hint) {
    SbxStr type = o->error.type, m = o->error.message;
    const SbxLimits *lim = &tl->run;
    char size[48], at[48] = "";
    if (o->error.line >= 0) {
        snprintf(at, sizeof at, " at line %lld", o->error.line);
    }
    const char *rest;
    if (str_is(type, "TimeoutError") && (rest = limit_rest(m, SBX_TIME_LIMIT))) {
        buf_printf(msg, "time limit of %g s exceeded%s", lim->timeout, at);
        buf_add(msg, rest, m.n - (size_t)(rest - m.s));
        if (lim->timeout < tl->max_timeout) {
            buf_printf(hint,
                       "this call had %g s; timeout_seconds can ask for up to %g s. Or do less "
                       "work per call: a session keeps its variables between calls.",
                       lim->timeout, tl->max_timeout);
        } else {
            buf_printf(hint,
                       "%g s is the server's maximum for one call. Make the code faster, or do "
                       "the work in parts: a session keeps its variables between calls.",
                       tl->max_timeout);
        }
        return 1;
    }
    if (str_is(type, "MemoryError") && str_is(m, SBX_MEMORY_LIMIT)) {
        fmt_size(size, sizeof size, lim->max_memory);
        buf_printf(msg, "memory limit of %s exceeded%s", size, at);
        buf_printf(hint,
                   "the limit is per session and counts everything its variables hold: use less "
                   "memory (generators instead of lists, `del` what is no longer needed), or "
                   "call reset_session to start the session empty. The server's --max-memory "
                   "sets it.");
        return 1;
    }
    if (str_is(type, "OperationLimit")) {
        buf_printf(msg, "operation limit of %lld operations exceeded%s", lim->max_ops, at);
        buf_printf(hint, "an operation is a loop iteration or a call (or work done in C); do "
                         "less work per call. The server's --max-operations sets it.");
        return 1;
    }
    if (str_is(type, "OutputLimit")) {
        fmt_size(size, sizeof size, lim->max_output);
        buf_printf(msg, "output limit of %s exceeded%s", size, at);
        buf_printf(hint, "print less: only the first and the last part of the output are shown "
                         "anyway. Return data in `result`, or print a summary.");
        return 1;
    }
    return 0;
}

/* What a model can do about the errors it meets for want of something the sandbox does not
 * have (numpy, files, standard input). */
static void error_hint(const SbxOutcome *o, Buf *hint) {
    SbxStr type = o->error.type, m = o->error.message;
    if (str_is(type, "ModuleNotFoundError")) {
        buf_adds(hint, "only the sandbox's own modules can be imported (no third-party "
                       "packages, nothing can be installed):");
        for (const EmbeddedModule *mod = moonpy_modules; mod->name; mod++) {
            buf_printf(hint, "%s %s", mod == moonpy_modules ? "" : ",", mod->name);
        }
        buf_adds(hint, ". list_modules describes each.");
    } else if (str_is(type, "EOFError") && str_is(m, "EOF when reading a line")) {
        buf_adds(hint, "run_python has no standard input: put the input into the code (a string "
                       "or a list) instead of calling input().");
    } else if (m.s && memmem(m.s, m.n, "files are not available", 23)) {
        buf_adds(hint, "there are no files in the sandbox: put the data into the code (a string, "
                       "a list or a dict) and work on that.");
    }
}

int tools_outcome(lua_State *L, const SbxOutcome *o, const ToolsLimits *tl, Buf *j, Buf *t) {
    Buf scratch[3] = {{0}, {0}, {0}}, msg = {0}, hint = {0}, tbtext = {0};
    SbxStr type = clip(o->error.type, TOOLS_ERROR_TYPE_MAX, &scratch[0]);
    SbxStr message = clip(o->error.message, TOOLS_ERROR_MESSAGE_MAX, &scratch[1]);
    SbxStr traceback = clip(o->error.traceback, TOOLS_ERROR_TRACEBACK_MAX, &scratch[2]);
    /* exit(), sys.exit(0) and SystemExit(None) end a run normally, as in a script */
    int failed = o->failed && !(o->status == 0 && str_is(o->error.type, "SystemExit"));
    if (failed && o->error.hint.s) {
        buf_add(&hint, o->error.hint.s, o->error.hint.n);
    }
    if (failed && !hint.n) {
        error_hint(o, &hint);
    }
    if (failed && tl && tools_limit_words(o, tl, &msg, &hint)) {
        message = (SbxStr){msg.p, msg.n};
        /* the limit's traceback is its one line: say it the same way */
        buf_add(&tbtext, type.s, type.n);
        buf_adds(&tbtext, ": ");
        buf_add(&tbtext, msg.p, msg.n);
        buf_addc(&tbtext, '\n');
        traceback = (SbxStr){tbtext.p, tbtext.n};
    }
    size_t budget = tl ? tl->run.max_result : 0;
    buf_adds(j, "{\"result\":");
    outcome_result(L, o, budget, j);
    buf_adds(j, ",\"logs\":");
    outcome_str(j, o->logs);
    buf_adds(j, ",\"error\":");
    if (failed) {
        buf_adds(j, "{\"type\":");
        outcome_str(j, type);
        buf_adds(j, ",\"message\":");
        outcome_str(j, message);
        if (o->error.line >= 0) {
            buf_printf(j, ",\"line\":%lld", o->error.line);
        } else {
            buf_adds(j, ",\"line\":null");
        }
        buf_adds(j, ",\"traceback\":");
        outcome_str(j, traceback);
        buf_adds(j, ",\"hint\":");
        if (hint.n) {
            rpc_json_string_del(j, hint.p, hint.n);
        } else {
            buf_adds(j, "null");
        }
        buf_addc(j, '}');
    } else {
        buf_adds(j, "null");
    }
    buf_printf(j,
               ",\"stats\":{\"operations\":%lld,\"wall_ms\":%.3f,\"memory_peak_bytes\":%zu,"
               "\"output_bytes\":%zu}}",
               o->stats.operations, o->stats.wall_ms, o->stats.memory_peak_bytes,
               o->stats.output_bytes);
    /* the readable text: the logs, then the traceback (and the hint) or the result's repr */
    if (o->logs.n) {
        buf_add(t, o->logs.s, o->logs.n);
        if (o->logs.s[o->logs.n - 1] != '\n') {
            buf_addc(t, '\n');
        }
    }
    if (failed) {
        if (traceback.n) {
            buf_add(t, traceback.s, traceback.n);
        } else {
            buf_add(t, type.s, type.n);
            buf_adds(t, ": ");
            buf_add(t, message.s, message.n);
        }
        if (hint.n) {
            if (t->n && t->p[t->n - 1] != '\n') {
                buf_addc(t, '\n');
            }
            buf_adds(t, "Hint: ");
            buf_add(t, hint.p, hint.n);
        }
    } else if (o->repr.s) {
        buf_adds(t, "result = ");
        result_text(o, budget, t);
    } else if (!o->logs.n) {
        buf_adds(t, "(no output and no result: print something, assign `result`, or end with "
                    "an expression)");
    }
    for (int i = 0; i < 3; i++) {
        buf_free(&scratch[i]);
    }
    buf_free(&msg);
    buf_free(&hint);
    buf_free(&tbtext);
    return failed;
}

void mcp_call_done(Server *S, Call *c, const char *json, size_t jn, const char *text, size_t tn,
                   int iserr) {
    Batch *b = c->batch;
    c->batch = NULL;
    if (!c->notice) {
        answer_tool(S, b, c->slot, c->id, c->version, json, jn, text, tn, iserr);
        return;
    }
    /* the session lost its variables before this call: say so first, in both forms */
    Buf j = {0}, t = {0};
    buf_printf(&t, "Note: %s\n\n", c->notice);
    buf_add(&t, text, tn);
    if (jn && json[0] == '{') {
        buf_adds(&j, "{\"notice\":");
        rpc_json_string(&j, c->notice, strlen(c->notice));
        if (jn > 2) {
            buf_addc(&j, ',');
        }
        buf_add(&j, json + 1, jn - 1);
    }
    answer_tool(S, b, c->slot, c->id, c->version, j.n ? j.p : json, j.n ? j.n : jn, t.p, t.n,
                iserr);
    buf_free(&j);
    buf_free(&t);
}

/* An error outcome made by the server (a worker that crashed or was killed, a limit of the
 * server's own): the same shape as a run's. */
void mcp_call_failed(Server *S, Call *c, const char *type, const char *msg, const char *hint) {
    Buf j = {0}, t = {0}, tb = {0};
    buf_printf(&tb, "%s: %s\n", type, msg);
    SbxOutcome o = {.status = 1, .failed = 1};
    o.error.type = (SbxStr){type, strlen(type)};
    o.error.message = (SbxStr){msg, strlen(msg)};
    o.error.traceback = (SbxStr){tb.p, tb.n};
    if (hint) {
        o.error.hint = (SbxStr){hint, strlen(hint)};
    }
    o.error.line = -1;
    o.stats.wall_ms = c->started > 0 ? (mcp_now() - c->started) * 1000.0 : 0;
    int iserr = tools_outcome(NULL, &o, NULL, &j, &t);
    mcp_call_done(S, c, j.p, j.n, t.p, t.n, iserr);
    buf_free(&j);
    buf_free(&t);
    buf_free(&tb);
}

/* ---- tools ---- */

static void schema_str(Buf *b, const char *key, const char *s) {
    buf_printf(b, "\"%s\":", key);
    rpc_json_string(b, s, strlen(s));
}

static void tool_head(Buf *b, int ver, const char *name, const char *title, const char *desc) {
    buf_printf(b, "{\"name\":\"%s\",", name);
    if (ver >= V_2025_06_18) {
        schema_str(b, "title", title);
        buf_addc(b, ',');
    }
    schema_str(b, "description", desc);
    buf_addc(b, ',');
}

static void tool_tail(Buf *b, int ver, const char *title, const char *output, int ro, int destr,
                      int idem) {
    if (ver >= V_2025_06_18) {
        buf_printf(b, ",\"outputSchema\":%s", output);
    }
    if (ver >= V_2025_03_26) {
        buf_adds(b, ",\"annotations\":{");
        schema_str(b, "title", title);
        buf_printf(b,
                   ",\"readOnlyHint\":%s,\"destructiveHint\":%s,\"idempotentHint\":%s,"
                   "\"openWorldHint\":false}",
                   ro ? "true" : "false", destr ? "true" : "false", idem ? "true" : "false");
    }
    if (ver >= V_2025_11_25) {
        buf_adds(b, ",\"icons\":");
        mcp_icons_json(b);
    }
    buf_addc(b, '}');
}

/* The schema of list_modules' lists: [{name, summary}, ...] */
#define NAMED_LIST                                                                                 \
    "{\"type\":\"array\",\"items\":{\"type\":\"object\",\"properties\":{\"name\":{\"type\":"       \
    "\"string\"},\"summary\":{\"type\":\"string\"}},\"required\":[\"name\",\"summary\"]}}"

static const char *const session_desc =
    "Session name: calls with the same session share global variables, imports and "
    "definitions, like notebook cells. Omit it to use the default session.";

/* Any JSON value, said with one type per alternative (dialects without type arrays). */
#define ANY_JSON                                                                                   \
    "{\"anyOf\":[{\"type\":\"null\"},{\"type\":\"boolean\"},{\"type\":\"number\"},{\"type\":"      \
    "\"string\"},{\"type\":\"array\"},{\"type\":\"object\"}]"

static void limit_size(Buf *b, size_t v) {
    char s[48];
    fmt_size(s, sizeof s, v);
    buf_adds(b, s);
}

char *tools_list_json(Server *S, int ver) {
    const McpOptions *o = &S->opt;
    const SbxLimits *lim = &o->wk.run;
    Buf b = {0}, d = {0};
    buf_adds(&d, "Run Python 3 code in a sandbox and return its result. moonpy translates Python "
                 "to Lua and runs it in an isolated worker process; there is no CPython.\n"
                 "Available: the core language (functions, classes, generators, comprehensions, "
                 "f-strings, exceptions, big ints, complex, bytes, memoryview, match, async/await, "
                 "eval/exec, closures, dataclasses) and the modules that list_modules lists "
                 "(math, re, json, random, collections, itertools, datetime, asyncio ...); `sys` "
                 "in part (version, maxsize, recursion limit, stdout/stderr write to the logs). "
                 "Not available: files, network, processes, threads, input(), os, subprocess, "
                 "third-party packages (numpy, pandas), weakref.\n"
                 "Result: assign a variable named `result`, or end the code with an expression; "
                 "its value comes back as JSON in `result` (ints beyond 2**53 and inf/nan as "
                 "strings, other objects as their repr). print() output comes back in `logs`; ");
    if (lim->log_budget) {
        buf_adds(&d, "past ");
        limit_size(&d, lim->log_budget);
        buf_adds(&d, " only its beginning and its end are kept, with a line saying how much "
                     "was cut (printing more is not an error). A larger result is cut the same "
                     "way. ");
    }
    buf_adds(&d, "An uncaught exception gives isError with the traceback in `error`, and a "
                 "`hint` when there is something to do about it.\n"
                 "State: each session keeps its variables between calls");
    if (o->idle > 0) {
        char idle[32];
        ses_idle_text(S, idle, sizeof idle);
        buf_printf(&d, " until it is reset or idle for %s", idle);
    }
    buf_adds(&d, "; the memory limit is per session. The clock is real: time.time(), "
                 "datetime.now() and date.today() read the host's clock and time zone, and "
                 "time.sleep() waits (within the time limit).\n");
    buf_printf(&d, "Limits: %g s per call (timeout_seconds can ask for up to %g s), ", o->timeout,
               o->max_timeout);
    limit_size(&d, lim->max_memory);
    buf_adds(&d, " of memory per session");
    if (lim->max_ops) {
        buf_printf(&d, ", %lld operations per call", lim->max_ops);
    }
    if (lim->max_output) {
        buf_adds(&d, ", ");
        limit_size(&d, lim->max_output);
        buf_adds(&d, " of printed output per call");
    }
    buf_adds(&d, ".\nExample: {\"code\": \"import math\\nresult = [math.factorial(n) for n in "
                 "range(6)]\"} returns result [1, 1, 2, 6, 24, 120].");
    buf_addc(&d, '\0'); /* tool_head takes a C string */
    buf_adds(&b, "{\"tools\":[");
    tool_head(&b, ver, "run_python", "Run Python", d.p);
    buf_adds(&b, "\"inputSchema\":{\"type\":\"object\",\"properties\":{\"code\":{\"type\":"
                 "\"string\",\"description\":\"Python 3 source code to run.\"},\"session\":"
                 "{\"type\":\"string\",\"pattern\":\"^[A-Za-z0-9_.:-]{1,64}$\",");
    schema_str(&b, "description", session_desc);
    buf_printf(&b,
               "},\"timeout_seconds\":{\"type\":\"number\",\"exclusiveMinimum\":0,"
               "\"maximum\":%g,\"description\":\"Time limit for this call in seconds (default "
               "%g, at most %g).\"}},"
               "\"required\":[\"code\"],\"additionalProperties\":false}",
               o->max_timeout, o->timeout, o->max_timeout);
    tool_tail(
        &b, ver, "Run Python",
        "{\"type\":\"object\",\"properties\":{"
        "\"result\":" ANY_JSON ",\"description\":\"The value of `result` if the code assigned "
        "it, else of a final expression statement, else null, as JSON; past the output budget, "
        "a string of its repr's beginning and end.\"},"
        "\"logs\":{\"type\":\"string\",\"description\":\"What print wrote (its beginning and "
        "end past the output budget).\"},"
        "\"error\":{\"anyOf\":[{\"type\":\"null\"},{\"type\":\"object\",\"properties\":{"
        "\"type\":{\"type\":\"string\"},\"message\":{\"type\":\"string\"},"
        "\"line\":{\"anyOf\":[{\"type\":\"integer\"},{\"type\":\"null\"}]},"
        "\"traceback\":{\"type\":\"string\"},"
        "\"hint\":{\"anyOf\":[{\"type\":\"string\"},{\"type\":\"null\"}]}},"
        "\"required\":[\"type\",\"message\",\"line\",\"traceback\"]}]},"
        "\"stats\":{\"type\":\"object\",\"properties\":{\"operations\":{\"type\":\"integer\"},"
        "\"wall_ms\":{\"type\":\"number\"},\"memory_peak_bytes\":{\"type\":\"integer\"},"
        "\"output_bytes\":{\"type\":\"integer\",\"description\":\"Bytes printed in all.\"}},"
        "\"required\":[\"operations\",\"wall_ms\",\"memory_peak_bytes\"]},"
        "\"notice\":{\"type\":\"string\",\"description\":\"Said when the session lost its "
        "variables before this call (expired, or its worker was reset).\"}},"
        "\"required\":[\"result\",\"logs\",\"error\",\"stats\"]}",
        0, 0, 0);
    buf_addc(&b, ',');
    tool_head(&b, ver, "list_modules", "List Python modules",
              "List what Python code can use in run_python: the importable modules and the "
              "builtins, each with a one-line summary. Any other import fails with ImportError.");
    buf_adds(&b, "\"inputSchema\":{\"type\":\"object\",\"properties\":{},"
                 "\"additionalProperties\":false}");
    tool_tail(&b, ver, "List Python modules",
              "{\"type\":\"object\",\"properties\":{\"modules\":" NAMED_LIST
              ",\"builtins\":" NAMED_LIST "},\"required\":[\"modules\",\"builtins\"]}",
              1, 0, 1);
    buf_addc(&b, ',');
    tool_head(&b, ver, "reset_session", "Reset a Python session",
              "Forget a session's variables, imports and definitions, and stop its running "
              "code. The next run_python call on it starts fresh.");
    buf_adds(&b, "\"inputSchema\":{\"type\":\"object\",\"properties\":{\"session\":{\"type\":"
                 "\"string\",\"pattern\":\"^[A-Za-z0-9_.:-]{1,64}$\",");
    schema_str(&b, "description", "The session to reset; omit it for the default session.");
    buf_adds(&b, "}},\"additionalProperties\":false}");
    tool_tail(&b, ver, "Reset a Python session",
              "{\"type\":\"object\",\"properties\":{\"session\":{\"type\":\"string\"},\"reset\":"
              "{\"type\":\"boolean\",\"description\":\"Whether the session existed.\"}},"
              "\"required\":[\"session\",\"reset\"]}",
              0, 1, 1);
    buf_adds(&b, "]");
    if (ver == V_2026_07_28) {
        /* the tools depend only on the server's flags, the same for every caller; they
         * change only when the server restarts */
        buf_adds(&b, ",\"ttlMs\":" MCP_CACHE_TTL_MS ",\"cacheScope\":\"public\"");
    }
    mcp_result_tail(&b, ver);
    buf_addc(&b, '}');
    buf_addc(&b, '\0');
    buf_free(&d);
    return b.p;
}

/* ---- list_modules: the allowlist of runtime/init.lua (moonpy_modules[]) and the builtins ---- */

typedef struct Listing {
    Buf json, text;
    int n;
} Listing;

static void listing_add(void *ud, const char *name, const char *summary) {
    Listing *l = ud;
    buf_adds(&l->json, l->n++ ? ",{\"name\":" : "{\"name\":");
    rpc_json_string_del(&l->json, name, strlen(name));
    buf_adds(&l->json, ",\"summary\":");
    rpc_json_string_del(&l->json, summary, strlen(summary));
    buf_addc(&l->json, '}');
    buf_printf(&l->text, "  %s - %s\n", name, summary);
}

static int module_cmp(const void *a, const void *b) {
    return strcmp((*(const EmbeddedModule *const *)a)->name,
                  (*(const EmbeddedModule *const *)b)->name);
}

void tools_modules(Server *S) {
    Listing l = {{0}, {0}, 0};
    size_t count = 0;
    while (moonpy_modules[count].name) {
        count++;
    }
    const EmbeddedModule **mods = calloc(count ? count : 1, sizeof *mods);
    for (size_t i = 0; mods && i < count; i++) {
        mods[i] = &moonpy_modules[i];
    }
    if (mods) {
        qsort(mods, count, sizeof *mods, module_cmp);
    }
    buf_adds(&l.json, "{\"modules\":[");
    buf_adds(&l.text, "Importable modules:\n");
    for (size_t i = 0; mods && i < count; i++) {
        listing_add(&l, mods[i]->name, mods[i]->summary);
    }
    free(mods);
    buf_adds(&l.json, "],\"builtins\":[");
    buf_adds(&l.text, "Builtins:\n");
    l.n = 0;
    sbx_list_builtins(wk_sandbox(S->tpl), listing_add, &l);
    buf_adds(&l.json, "]}");
    buf_addc(&l.json, '\0');
    buf_addc(&l.text, '\0');
    S->modules_json = l.json.p;
    S->modules_text = l.text.p;
}

static int valid_session_name(const char *s, size_t n) {
    if (n < 1 || n > 64) {
        return 0;
    }
    for (size_t i = 0; i < n; i++) {
        char c = s[i];
        if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
              c == '_' || c == '.' || c == ':' || c == '-')) {
            return 0;
        }
    }
    return 1;
}

static int is_null(lua_State *L, int idx) {
    return lua_islightuserdata(L, idx) && lua_touserdata(L, idx) == NULL;
}

/* Checks the arguments table at idx against the allowed keys; returns an error or NULL. */
static const char *check_keys(lua_State *L, int idx, const char *const *allowed, char *why,
                              size_t whyn) {
    lua_pushnil(L);
    while (lua_next(L, idx)) {
        lua_pop(L, 1);
        int ok = 0;
        if (lua_type(L, -1) == LUA_TSTRING) {
            for (const char *const *a = allowed; *a; a++) {
                ok |= strcmp(lua_tostring(L, -1), *a) == 0;
            }
        }
        if (!ok) {
            const char *k = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : "?";
            int n = snprintf(why, whyn, "unexpected argument '%.60s' (", k);
            for (const char *const *a = allowed; *a && n > 0 && (size_t)n < whyn; a++) {
                n += snprintf(why + n, whyn - (size_t)n, "%s'%s'", a == allowed ? "" : ", ", *a);
            }
            if (n > 0 && (size_t)n < whyn) {
                snprintf(why + n, whyn - (size_t)n, "%s)",
                         allowed[0] ? " are the ones it takes" : "it takes none");
            }
            lua_pop(L, 1);
            return why;
        }
    }
    return NULL;
}

/* arguments.session: NULL if it is bad (why set), "default" if absent. */
static const char *arg_session(lua_State *L, int args, char *why, size_t whyn) {
    lua_getfield(L, args, "session");
    if (lua_isnil(L, -1) || is_null(L, -1)) {
        lua_pop(L, 1);
        return "default";
    }
    size_t n;
    const char *s = lua_type(L, -1) == LUA_TSTRING ? lua_tolstring(L, -1, &n) : NULL;
    lua_pop(L, 1); /* the arguments table keeps the string */
    if (!s || !valid_session_name(s, n)) {
        snprintf(why, whyn,
                 "'session' must be a string of 1 to 64 letters, digits, '_', '.', "
                 "':' or '-'");
        return NULL;
    }
    return s;
}

/* The session cap was reached: name the live sessions and how to free one. */
static void session_cap_failed(Server *S, Call *c) {
    Buf m = {0}, h = {0};
    buf_printf(&m, "too many live sessions: all %d are in use (", S->opt.max_sessions);
    int k = 0;
    double now = mcp_now();
    for (Session *s = S->sessions; s; s = s->next) {
        if (k++ == 12) {
            buf_printf(&m, ", and %d more", S->nsessions - 12);
            break;
        }
        buf_printf(&m, "%s'%s' %s", k > 1 ? ", " : "", s->name, s->running ? "running" : "idle");
        if (!s->running) {
            buf_printf(&m, " %.0f s", now - s->last_used);
        }
    }
    buf_addc(&m, ')');
    buf_printf(&h,
               "reuse one of these sessions, or free one with reset_session, e.g. "
               "{\"session\": \"%s\"}",
               S->sessions ? S->sessions->name : "default");
    if (S->opt.idle > 0) {
        char idle[32];
        ses_idle_text(S, idle, sizeof idle);
        buf_printf(&h, "; an idle session also ends by itself after %s", idle);
    }
    buf_addc(&m, '\0');
    buf_addc(&h, '\0');
    mcp_call_failed(S, c, "SessionLimit", m.p, h.p);
    buf_free(&m);
    buf_free(&h);
}

static const char *type_name(lua_State *L, int idx) {
    switch (lua_type(L, idx)) {
    case LUA_TNUMBER:
        return "a number";
    case LUA_TBOOLEAN:
        return "a boolean";
    case LUA_TTABLE:
        return "an object or an array";
    case LUA_TSTRING:
        return "a string";
    default:
        return "null";
    }
}

void tools_call(Server *S, McpReq *q) {
    lua_State *L = rpc_state(S->rpc);
    int params = q->m->params;
    char why[300];
    const char *name = NULL;
    if (params) {
        lua_getfield(L, params, "name");
        name = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : NULL;
    }
    if (!name) {
        mcp_send_error(S, q->b, q->slot, q->m->id, RPC_INVALID_PARAMS,
                       "tools/call needs params.name (a string)", 0);
        return;
    }
    int known = strcmp(name, "run_python") == 0 || strcmp(name, "list_modules") == 0 ||
                strcmp(name, "reset_session") == 0;
    if (!known) {
        char msg[200];
        snprintf(msg, sizeof msg,
                 "Unknown tool: %.100s (the tools are run_python, list_modules and "
                 "reset_session)",
                 name);
        mcp_send_error(S, q->b, q->slot, q->m->id, RPC_INVALID_PARAMS, msg, 0);
        return;
    }
    lua_getfield(L, params, "arguments");
    if (lua_isnil(L, -1) || is_null(L, -1)) {
        lua_pop(L, 1);
        lua_newtable(L);
    }
    int args = lua_gettop(L);
    if (!lua_istable(L, args)) {
        mcp_send_error(S, q->b, q->slot, q->m->id, RPC_INVALID_PARAMS,
                       "params.arguments must be an object", 0);
        return;
    }
    if (strcmp(name, "run_python") == 0) {
        static const char *const allowed[] = {"code", "session", "timeout_seconds", NULL};
        const char *bad = check_keys(L, args, allowed, why, sizeof why);
        size_t len = 0;
        const char *code = NULL;
        lua_getfield(L, args, "code");
        if (lua_type(L, -1) == LUA_TSTRING) {
            code = lua_tolstring(L, -1, &len);
        } else if (!bad && !lua_isnil(L, -1)) {
            snprintf(why, sizeof why, "'code' must be a string of Python source, not %s",
                     type_name(L, -1));
            bad = why;
        }
        lua_pop(L, 1);
        if (!bad && !code) {
            bad = "'code' is required: a string of Python source, e.g. {\"code\": "
                  "\"print(1 + 1)\"}";
        }
        const char *session = bad ? NULL : arg_session(L, args, why, sizeof why);
        if (!bad && !session) {
            bad = why;
        }
        double timeout = S->opt.timeout;
        lua_getfield(L, args, "timeout_seconds");
        if (!bad && !lua_isnil(L, -1) && !is_null(L, -1)) {
            double t = lua_type(L, -1) == LUA_TNUMBER ? lua_tonumber(L, -1) : NAN;
            if (!(t > 0) || !isfinite(t)) {
                snprintf(why, sizeof why,
                         "'timeout_seconds' must be a positive number of seconds (at most %g), "
                         "not %s",
                         S->opt.max_timeout,
                         lua_type(L, -1) == LUA_TNUMBER ? "zero or less" : type_name(L, -1));
                bad = why;
            } else {
                /* more than the maximum is not refused: the call gets the maximum (its
                 * time limit error says so) */
                timeout = t < S->opt.max_timeout ? t : S->opt.max_timeout;
            }
        }
        lua_pop(L, 1);
        if (bad) {
            tools_invalid(S, q, name, bad);
            return;
        }
        Call *c = calloc(1, sizeof *c);
        if (c) {
            c->code = malloc(len ? len : 1);
        }
        if (!c || !c->code) {
            free(c);
            mcp_send_error(S, q->b, q->slot, q->m->id, RPC_INTERNAL_ERROR, "out of memory", 0);
            return;
        }
        memcpy(c->code, code, len);
        c->len = len;
        c->timeout = timeout;
        c->version = q->ver;
        c->batch = q->b;
        c->slot = q->slot;
        memcpy(c->id, q->m->id, sizeof c->id);
        lua_getfield(L, params, "_meta");
        if (lua_istable(L, -1)) {
            lua_getfield(L, -1, "progressToken");
            if (!rpc_id_text(L, -1, c->token)) {
                c->token[0] = '\0';
            }
            lua_pop(L, 1);
        }
        lua_pop(L, 1);
        Session *s = ses_open(S, session, c);
        if (!s) {
            session_cap_failed(S, c);
            mcp_call_free(S, c);
            return;
        }
        ses_enqueue(S, s, c);
    } else if (strcmp(name, "list_modules") == 0) {
        static const char *const allowed[] = {NULL};
        const char *bad = check_keys(L, args, allowed, why, sizeof why);
        if (bad) {
            tools_invalid(S, q, name, "it takes no arguments");
            return;
        }
        answer_tool(S, q->b, q->slot, q->m->id, q->ver, S->modules_json, strlen(S->modules_json),
                    S->modules_text, strlen(S->modules_text), 0);
    } else {
        static const char *const allowed[] = {"session", NULL};
        const char *bad = check_keys(L, args, allowed, why, sizeof why);
        const char *session = bad ? NULL : arg_session(L, args, why, sizeof why);
        if (!session) {
            tools_invalid(S, q, name, why);
            return;
        }
        Session *s = ses_find(S, session);
        ses_forget(S, session); /* asked for: no notice on its next call */
        if (s) {
            if (s->head) {
                ses_kill(S, s, KILL_RESET); /* queued calls go on in a fresh worker */
            } else {
                ses_close(S, s);
            }
        }
        Buf j = {0}, t = {0};
        buf_adds(&j, "{\"session\":");
        rpc_json_string(&j, session, strlen(session));
        buf_printf(&j, ",\"reset\":%s}", s ? "true" : "false");
        buf_printf(&t, "session '%s' %s", session,
                   s ? "was reset: its variables are gone" : "had no state (nothing to reset)");
        answer_tool(S, q->b, q->slot, q->m->id, q->ver, j.p, j.n, t.p, t.n, 0);
        buf_free(&j);
        buf_free(&t);
    }
}
