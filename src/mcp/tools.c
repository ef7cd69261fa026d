/*
 * tools.c: the MCP server's tools (DESIGN.md section 6): their list and schemas, the checks of
 * a tools/call's arguments, and the one shape of a tool's answer (content text, the structured
 * JSON, isError), which the answers of the workers and the errors the server makes share.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "lauxlib.h"
#include "moonpy_int.h"
#include "mcp.h"

/* ---- calls ---- */

static void tool_result(Buf *m, const char *id, int ver, const char *json, size_t jn,
                        const char *text, size_t tn, int iserr) {
    buf_printf(m, "{\"jsonrpc\":\"2.0\",\"id\":%s,\"result\":{\"content\":[{\"type\":\"text\","
                  "\"text\":", id);
    rpc_json_string(m, text, tn);
    buf_addc(m, '}');
    if (ver < V_2025_06_18) {
        buf_adds(m, ",{\"type\":\"text\",\"text\":");
        rpc_json_string(m, json, jn);
        buf_addc(m, '}');
    }
    buf_addc(m, ']');
    if (ver >= V_2025_06_18) {
        buf_adds(m, ",\"structuredContent\":");
        buf_add(m, json, jn);
    }
    buf_printf(m, ",\"isError\":%s", iserr ? "true" : "false");
    if (ver == V_2026_07_28) {
        buf_adds(m, ",\"resultType\":\"complete\"");
    }
    buf_adds(m, "}}");
}

static void answer_tool(Server *S, Batch *b, int slot, const char *id, int ver, const char *json,
                        size_t jn, const char *text, size_t tn, int iserr) {
    Buf m = {0};
    tool_result(&m, id, ver, json, jn, text, tn, iserr);
    mcp_send(S, b, slot, &m);
    buf_free(&m);
}

/* An error outcome made by the server: same shape as a worker's. */
static void failure_json(Buf *j, Buf *t, const char *type, const char *msg, double wall_ms) {
    Buf tb = {0};
    buf_printf(&tb, "%s: %s\n", type, msg);
    buf_adds(j, "{\"result\":null,\"logs\":\"\",\"error\":{\"type\":");
    rpc_json_string(j, type, strlen(type));
    buf_adds(j, ",\"message\":");
    rpc_json_string(j, msg, strlen(msg));
    buf_adds(j, ",\"line\":null,\"traceback\":");
    rpc_json_string(j, tb.p, tb.n);
    buf_printf(j, "},\"stats\":{\"operations\":0,\"wall_ms\":%.3f,\"memory_peak_bytes\":0}}",
               wall_ms);
    buf_add(t, tb.p, tb.n);
    buf_free(&tb);
}

void mcp_call_done(Server *S, Call *c, const char *json, size_t jn, const char *text, size_t tn,
                   int iserr) {
    Batch *b = c->batch;
    c->batch = NULL;
    answer_tool(S, b, c->slot, c->id, c->version, json, jn, text, tn, iserr);
}

void mcp_call_failed(Server *S, Call *c, const char *type, const char *msg) {
    Buf j = {0}, t = {0};
    double wall = c->started > 0 ? (mcp_now() - c->started) * 1000.0 : 0;
    failure_json(&j, &t, type, msg, wall);
    mcp_call_done(S, c, j.p, j.n, t.p, t.n, 1);
    buf_free(&j);
    buf_free(&t);
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
        buf_printf(b, ",\"readOnlyHint\":%s,\"destructiveHint\":%s,\"idempotentHint\":%s,"
                      "\"openWorldHint\":false}", ro ? "true" : "false", destr ? "true" : "false",
                   idem ? "true" : "false");
    }
    buf_addc(b, '}');
}

static const char *const session_desc =
    "Session name: calls with the same session share global variables, like notebook cells. "
    "Omit it to use the default session.";

char *tools_list_json(Server *S, int ver) {
    const McpOptions *o = &S->opt;
    Buf b = {0}, d = {0};
    buf_printf(&d,
        "Run Python 3 code in a sandbox and return its result. moonpy translates Python to Lua "
        "and runs it in an isolated process; there is no CPython.\n"
        "Supported: the core language (functions, classes with inheritance, generators, "
        "comprehensions, f-strings, exceptions, big ints, closures) and the modules that "
        "list_modules shows. Not available: files, network, processes, threads, async, "
        "input(), os/sys/subprocess, third-party packages (numpy, pandas).\n"
        "Result: assign a variable named `result`, or end the code with an expression; its "
        "value comes back as JSON in `result` (ints beyond 2**53 and inf/nan as strings, other "
        "objects as their repr). print() output comes back in `logs`. An uncaught exception "
        "gives isError with the Python traceback in `error`.\n"
        "State: calls with the same `session` share globals (omit it for the default session).\n"
        "Limits per call: %g s (timeout_seconds may ask for less), %zu MB of memory, %zu KB of "
        "printed output.\n"
        "Example: {\"code\": \"import math\\nresult = [math.factorial(n) for n in range(6)]\"} "
        "returns result [1, 1, 2, 6, 24, 120].",
        o->timeout, o->wk.max_memory >> 20, o->wk.max_output >> 10);
    buf_adds(&b, "{\"tools\":[");
    tool_head(&b, ver, "run_python", "Run Python", d.p ? d.p : "");
    buf_adds(&b, "\"inputSchema\":{\"type\":\"object\",\"properties\":{\"code\":{\"type\":"
                 "\"string\",\"description\":\"Python 3 source code to run.\"},\"session\":"
                 "{\"type\":\"string\",\"pattern\":\"^[A-Za-z0-9_.:-]{1,64}$\",");
    schema_str(&b, "description", session_desc);
    buf_printf(&b, "},\"timeout_seconds\":{\"type\":\"number\",\"exclusiveMinimum\":0,"
                   "\"description\":\"Time limit for this call in seconds (at most %g).\"}},"
                   "\"required\":[\"code\"],\"additionalProperties\":false}", o->timeout);
    tool_tail(&b, ver, "Run Python",
              "{\"type\":\"object\",\"properties\":{"
              "\"result\":{\"description\":\"The value of `result` if the code assigned it, "
              "else of a final expression statement, else null, as JSON.\"},"
              "\"logs\":{\"type\":\"string\",\"description\":\"Everything print wrote.\"},"
              "\"error\":{\"anyOf\":[{\"type\":\"null\"},{\"type\":\"object\",\"properties\":{"
              "\"type\":{\"type\":\"string\"},\"message\":{\"type\":\"string\"},"
              "\"line\":{\"type\":[\"integer\",\"null\"]},\"traceback\":{\"type\":\"string\"}},"
              "\"required\":[\"type\",\"message\",\"line\",\"traceback\"]}]},"
              "\"stats\":{\"type\":\"object\",\"properties\":{\"operations\":{\"type\":\"integer\"},"
              "\"wall_ms\":{\"type\":\"number\"},\"memory_peak_bytes\":{\"type\":\"integer\"}},"
              "\"required\":[\"operations\",\"wall_ms\",\"memory_peak_bytes\"]}},"
              "\"required\":[\"result\",\"logs\",\"error\",\"stats\"]}",
              0, 0, 0);
    buf_addc(&b, ',');
    tool_head(&b, ver, "list_modules", "List Python modules",
              "List what Python code can use in run_python: the importable modules and the "
              "builtins, each with a one-line summary. Any other import fails with ImportError.");
    buf_adds(&b, "\"inputSchema\":{\"type\":\"object\",\"properties\":{},"
                 "\"additionalProperties\":false}");
    tool_tail(&b, ver, "List Python modules",
              "{\"type\":\"object\",\"properties\":{\"modules\":{\"type\":\"array\",\"items\":"
              "{\"type\":\"object\",\"properties\":{\"name\":{\"type\":\"string\"},\"summary\":"
              "{\"type\":\"string\"}},\"required\":[\"name\",\"summary\"]}},\"builtins\":{\"type\":"
              "\"array\",\"items\":{\"type\":\"object\",\"properties\":{\"name\":{\"type\":"
              "\"string\"},\"summary\":{\"type\":\"string\"}},\"required\":[\"name\",\"summary\"]}}},"
              "\"required\":[\"modules\",\"builtins\"]}",
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
        buf_adds(&b, ",\"resultType\":\"complete\"");
    }
    buf_addc(&b, '}');
    buf_addc(&b, '\0');
    buf_free(&d);
    return b.p;
}

/* The readable text of list_modules, from its JSON. */
char *tools_modules_text(Server *S, const char *json) {
    lua_State *L = rpc_state(S->rpc);
    int top = lua_gettop(L);
    Buf b = {0};
    if (rpc_decode(S->rpc, json, strlen(json)) && lua_istable(L, -1)) {
        static const char *const parts[2] = {"modules", "builtins"};
        for (int p = 0; p < 2; p++) {
            buf_adds(&b, p == 0 ? "Importable modules:\n" : "Builtins:\n");
            lua_getfield(L, -1, parts[p]);
            for (lua_Integer i = 1; lua_istable(L, -1) && lua_rawgeti(L, -1, i) == LUA_TTABLE; i++) {
                lua_getfield(L, -1, "name");
                lua_getfield(L, -2, "summary");
                buf_printf(&b, "  %s - %s\n", lua_tostring(L, -2), lua_tostring(L, -1));
                lua_pop(L, 3);
            }
            lua_pop(L, 2);
        }
    }
    lua_settop(L, top);
    buf_addc(&b, '\0');
    return b.p;
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
            snprintf(why, whyn, "unexpected argument '%.60s'", k);
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
        snprintf(why, whyn, "'session' must be a string of 1 to 64 letters, digits, '_', '.', "
                            "':' or '-'");
        return NULL;
    }
    return s;
}

void tools_call(Server *S, McpReq *q) {
    lua_State *L = rpc_state(S->rpc);
    int params = q->m->params;
    char why[200];
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
        }
        lua_pop(L, 1);
        if (!bad && !code) {
            bad = "'code' is required and must be a string";
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
                bad = "'timeout_seconds' must be a positive number";
            } else if (t < timeout) {
                timeout = t;
            }
        }
        lua_pop(L, 1);
        if (bad) {
            mcp_send_error(S, q->b, q->slot, q->m->id, RPC_INVALID_PARAMS, bad, 0);
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
        Session *s = ses_open(S, session);
        if (!s) {
            char msg[200];
            snprintf(msg, sizeof msg, "too many live sessions (at most %d): reset one with "
                                      "reset_session, or reuse an existing session",
                     S->opt.max_sessions);
            mcp_call_failed(S, c, "SessionLimit", msg);
            mcp_call_free(S, c);
            return;
        }
        ses_enqueue(S, s, c);
    } else if (strcmp(name, "list_modules") == 0) {
        static const char *const allowed[] = {NULL};
        const char *bad = check_keys(L, args, allowed, why, sizeof why);
        if (bad) {
            mcp_send_error(S, q->b, q->slot, q->m->id, RPC_INVALID_PARAMS, bad, 0);
            return;
        }
        const char *json = wk_modules_json(S->tpl);
        answer_tool(S, q->b, q->slot, q->m->id, q->ver, json, strlen(json), S->modules_text,
                    strlen(S->modules_text), 0);
    } else if (strcmp(name, "reset_session") == 0) {
        static const char *const allowed[] = {"session", NULL};
        const char *bad = check_keys(L, args, allowed, why, sizeof why);
        const char *session = bad ? NULL : arg_session(L, args, why, sizeof why);
        if (!session) {
            mcp_send_error(S, q->b, q->slot, q->m->id, RPC_INVALID_PARAMS, why, 0);
            return;
        }
        Session *s = ses_find(S, session);
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
                   s ? "was reset" : "had no state (nothing to reset)");
        answer_tool(S, q->b, q->slot, q->m->id, q->ver, j.p, j.n, t.p, t.n, 0);
        buf_free(&j);
        buf_free(&t);
    } else {
        char msg[160];
        snprintf(msg, sizeof msg, "Unknown tool: %.100s", name);
        mcp_send_error(S, q->b, q->slot, q->m->id, RPC_INVALID_PARAMS, msg, 0);
    }
}
