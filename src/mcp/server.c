/*
 * server.c: `moonpy mcp`, the MCP server on stdio (DESIGN.md sections 1 and 6).
 *
 * One JSON-RPC message per line on stdin and stdout; stdout carries nothing else (one
 * function, out_msg, writes to it), diagnostics go to stderr. The loop polls stdin, stdout
 * and every worker's socket, so while one run executes the server still answers ping,
 * cancellations and calls on other sessions. End of input ends the server at once: its
 * workers are killed.
 *
 * Protocol versions: 2024-11-05, 2025-03-26 (the one with JSON-RPC batches), 2025-06-18
 * and 2025-11-25 through `initialize` (a supported requested version is echoed, any other
 * gets 2025-11-25); 2026-07-28 without `initialize`: `server/discover`, and the version in
 * each request's _meta ("io.modelcontextprotocol/protocolVersion"). Results are shaped for
 * the version in force: annotations from 2025-03-26, title/outputSchema/structuredContent
 * from 2025-06-18 (before it, the structured JSON is a second text block), resultType in
 * 2026-07-28.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include "lauxlib.h"
#include "moonpy_int.h"
#include "mcp.h"

#define MCP_VERSION "0.1.0"
#define OUT_HIGH (64u * 1024 * 1024) /* stop reading stdin while this much output waits */
#define META_VERSION "io.modelcontextprotocol/protocolVersion"

static const char *const versions[V_COUNT] = {"2024-11-05", "2025-03-26", "2025-06-18",
                                              "2025-11-25", "2026-07-28"};
#define LATEST_LEGACY V_2025_11_25

static const char *const mcp_usage =
    "usage: moonpy mcp [options]\n"
    "\n"
    "Runs the MCP server on stdin/stdout (JSON-RPC 2.0, one message per line). Tools:\n"
    "run_python(code, session?, timeout_seconds?), list_modules(), reset_session(session?).\n"
    "Protocol versions 2024-11-05, 2025-03-26, 2025-06-18, 2025-11-25 and 2026-07-28.\n"
    "Each session runs in its own worker process (rlimits + seccomp), forked from a\n"
    "pre-initialized engine. Diagnostics go to stderr; stdout carries only the protocol.\n"
    "\n"
    "limits of one call:\n"
    "  --timeout SECONDS        default and maximum run time (default 30); timeout_seconds\n"
    "                           can ask for less\n"
    "  --max-memory SIZE        memory of the session's Python heap (default 256M);\n"
    "                           MemoryError past it\n"
    "  --max-operations N       loop iterations per call (default 0 = unlimited)\n"
    "  --max-output SIZE        print output kept per call (default 1M); OutputLimit past it\n"
    "  --max-result SIZE        JSON size of `result` (default 1M); a larger result is\n"
    "                           replaced by a note\n"
    "  --kill-grace SECONDS     a run that has not stopped this long after its deadline or\n"
    "                           its cancellation is killed with SIGKILL and its session\n"
    "                           reset (default 1)\n"
    "\n"
    "workers and sessions:\n"
    "  --max-sessions N         live sessions at most (default 16); a call that needs one\n"
    "                           more fails until one is reset or expires\n"
    "  --session-idle SECONDS   an idle session expires after this (default 1800; 0 = never)\n"
    "  --worker-memory SIZE     address-space limit (RLIMIT_AS) of a worker process\n"
    "                           (default 2 x max-memory + 1G)\n"
    "  --worker-cpu SECONDS     CPU-time limit (RLIMIT_CPU) of a worker for its whole life;\n"
    "                           past it the session is reset (default 3600)\n"
    "  --no-seccomp             do not install the seccomp filter (debugging only)\n"
    "\n"
    "protocol:\n"
    "  --max-message SIZE       longest input line (default 16M)\n"
    "  --verbose                log sessions and kills on stderr\n"
    "\n"
    "SIZE takes K, M or G suffixes. Example client configuration (Claude Desktop):\n"
    "  {\"mcpServers\": {\"moonpy\": {\"command\": \"/path/to/moonpy\", \"args\": [\"mcp\"]}}}\n";

/* ---- time, output ---- */

double mcp_now(void) {
    return py_clock();
}

static void out_flush(Server *S) {
    while (S->out.n) {
        ssize_t k = write(STDOUT_FILENO, S->out.p, S->out.n);
        if (k < 0 && errno == EINTR) {
            continue;
        }
        if (k < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
            return;
        }
        if (k <= 0) {
            S->in_eof = 1; /* the client is gone: shut down */
            S->out.n = 0;
            return;
        }
        buf_drop(&S->out, (size_t)k);
    }
}

static void batch_finish(Server *S, Batch *b) {
    if (--b->pending > 0) {
        return;
    }
    int any = 0;
    for (int i = 0; i < b->n; i++) {
        if (b->slots[i].n) {
            buf_addc(&S->out, any ? ',' : '[');
            buf_add(&S->out, b->slots[i].p, b->slots[i].n);
            any = 1;
        }
        buf_free(&b->slots[i]);
    }
    if (any) {
        buf_adds(&S->out, "]\n");
    }
    free(b->slots);
    free(b);
}

/* The one writer of protocol messages: msg goes to stdout, or into its batch slot. */
static void out_msg(Server *S, Batch *b, int slot, Buf *msg) {
    if (b) {
        buf_add(&b->slots[slot], msg->p, msg->n);
        batch_finish(S, b);
    } else {
        buf_add(&S->out, msg->p, msg->n);
        buf_addc(&S->out, '\n');
    }
    msg->n = 0;
}

static void out_error(Server *S, Batch *b, int slot, const char *id, int code, const char *msg,
                      int data) {
    Buf m = {0};
    rpc_error(S->rpc, &m, id, code, msg, data);
    out_msg(S, b, slot, &m);
    buf_free(&m);
}

static void out_result(Server *S, Batch *b, int slot, const char *id, int idx, int ver) {
    lua_State *L = rpc_state(S->rpc);
    if (ver == V_2026_07_28) {
        lua_pushliteral(L, "complete");
        lua_setfield(L, idx, "resultType");
    }
    Buf m = {0};
    rpc_result(S->rpc, &m, id, idx);
    out_msg(S, b, slot, &m);
    buf_free(&m);
}

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
    out_msg(S, b, slot, &m);
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

void mcp_call_free(Server *S, Call *c) {
    if (c->batch) {
        batch_finish(S, c->batch); /* no answer for this slot (cancelled) */
    }
    free(c->code);
    free(c);
}

void mcp_progress(Server *S, Call *c, double now) {
    int secs = (int)(now - c->started);
    if (c->progress > 0 && secs < c->progress) {
        c->next_progress = c->started + c->progress;
        return;
    }
    Buf m = {0};
    buf_printf(&m,
               "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/progress\",\"params\":{"
               "\"progressToken\":%s,\"progress\":%d,\"total\":%g,\"message\":\"running (%d s)\"}}",
               c->token, secs, c->timeout, secs);
    out_msg(S, NULL, 0, &m); /* notifications never go into a batch's answer */
    buf_free(&m);
    c->progress = secs + 1;
    c->next_progress = c->started + c->progress;
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

static char *tools_json(Server *S, int ver) {
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
static char *modules_text(Server *S, const char *json) {
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

/* ---- methods ---- */

typedef struct Req {
    Batch *b;
    int slot;
    RpcMsg *m;
    int ver;
} Req;

static void serverinfo(lua_State *L, int ver) {
    lua_createtable(L, 0, 3);
    lua_pushliteral(L, "moonpy");
    lua_setfield(L, -2, "name");
    lua_pushliteral(L, MCP_VERSION);
    lua_setfield(L, -2, "version");
    if (ver >= V_2025_06_18) {
        lua_pushliteral(L, "moonpy (sandboxed Python)");
        lua_setfield(L, -2, "title");
    }
}

static const char *const instructions =
    "moonpy runs Python 3 in a sandbox. Use run_python to compute, test code or transform "
    "data: print() output comes back in logs, and the value of `result` (or of a final "
    "expression) comes back as JSON. Calls with the same session share variables. "
    "list_modules shows what can be imported.";

static void capabilities(lua_State *L) {
    lua_createtable(L, 0, 1);
    lua_createtable(L, 0, 1);
    lua_pushboolean(L, 0);
    lua_setfield(L, -2, "listChanged");
    lua_setfield(L, -2, "tools");
}

static void m_initialize(Server *S, Req *q) {
    lua_State *L = rpc_state(S->rpc);
    const char *want = NULL;
    if (q->m->params) {
        lua_getfield(L, q->m->params, "protocolVersion");
        want = lua_tostring(L, -1); /* a number would be coerced: check the type */
        if (lua_type(L, -1) != LUA_TSTRING) {
            want = NULL;
        }
    }
    if (!want) {
        out_error(S, q->b, q->slot, q->m->id, RPC_INVALID_PARAMS,
                  "initialize needs params.protocolVersion (a string)", 0);
        return;
    }
    int v = LATEST_LEGACY;
    for (int i = 0; i < V_2026_07_28; i++) {
        if (strcmp(want, versions[i]) == 0) {
            v = i;
        }
    }
    S->version = v;
    lua_createtable(L, 0, 4);
    lua_pushstring(L, versions[v]);
    lua_setfield(L, -2, "protocolVersion");
    capabilities(L);
    lua_setfield(L, -2, "capabilities");
    serverinfo(L, v);
    lua_setfield(L, -2, "serverInfo");
    lua_pushstring(L, instructions);
    lua_setfield(L, -2, "instructions");
    out_result(S, q->b, q->slot, q->m->id, lua_gettop(L), v);
}

static void m_discover(Server *S, Req *q) {
    lua_State *L = rpc_state(S->rpc);
    lua_createtable(L, 0, 5);
    lua_createtable(L, 1, 0);
    lua_pushstring(L, versions[V_2026_07_28]);
    lua_rawseti(L, -2, 1);
    lua_setfield(L, -2, "supportedVersions");
    capabilities(L);
    lua_setfield(L, -2, "capabilities");
    serverinfo(L, V_2026_07_28);
    lua_setfield(L, -2, "serverInfo");
    lua_pushstring(L, instructions);
    lua_setfield(L, -2, "instructions");
    lua_createtable(L, 0, 1);
    serverinfo(L, V_2026_07_28);
    lua_setfield(L, -2, "io.modelcontextprotocol/serverInfo");
    lua_setfield(L, -2, "_meta");
    out_result(S, q->b, q->slot, q->m->id, lua_gettop(L), V_2026_07_28);
}

static void m_empty(Server *S, Req *q) {
    lua_State *L = rpc_state(S->rpc);
    lua_newtable(L);
    out_result(S, q->b, q->slot, q->m->id, lua_gettop(L), q->ver);
}

static void m_tools_list(Server *S, Req *q) {
    Buf m = {0};
    buf_printf(&m, "{\"jsonrpc\":\"2.0\",\"id\":%s,\"result\":%s}", q->m->id, S->tools[q->ver]);
    out_msg(S, q->b, q->slot, &m);
    buf_free(&m);
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

static void m_tools_call(Server *S, Req *q) {
    lua_State *L = rpc_state(S->rpc);
    int params = q->m->params;
    char why[200];
    const char *name = NULL;
    if (params) {
        lua_getfield(L, params, "name");
        name = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : NULL;
    }
    if (!name) {
        out_error(S, q->b, q->slot, q->m->id, RPC_INVALID_PARAMS,
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
        out_error(S, q->b, q->slot, q->m->id, RPC_INVALID_PARAMS,
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
            out_error(S, q->b, q->slot, q->m->id, RPC_INVALID_PARAMS, bad, 0);
            return;
        }
        Call *c = calloc(1, sizeof *c);
        if (c) {
            c->code = malloc(len ? len : 1);
        }
        if (!c || !c->code) {
            free(c);
            out_error(S, q->b, q->slot, q->m->id, RPC_INTERNAL_ERROR, "out of memory", 0);
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
            out_error(S, q->b, q->slot, q->m->id, RPC_INVALID_PARAMS, bad, 0);
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
            out_error(S, q->b, q->slot, q->m->id, RPC_INVALID_PARAMS, why, 0);
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
        out_error(S, q->b, q->slot, q->m->id, RPC_INVALID_PARAMS, msg, 0);
    }
}

/* The 2026-07-28 version in params._meta, if any: 1 = modern, 0 = none, -1 = unsupported
 * (answered). */
static int meta_version(Server *S, Req *q) {
    lua_State *L = rpc_state(S->rpc);
    if (!q->m->params) {
        return 0;
    }
    int top = lua_gettop(L);
    int r = 0;
    lua_getfield(L, q->m->params, "_meta");
    if (lua_istable(L, -1)) {
        lua_getfield(L, -1, META_VERSION);
        if (!lua_isnil(L, -1)) {
            if (lua_type(L, -1) == LUA_TSTRING &&
                strcmp(lua_tostring(L, -1), versions[V_2026_07_28]) == 0) {
                r = 1;
            } else {
                lua_createtable(L, 0, 2);
                lua_pushvalue(L, -2);
                lua_setfield(L, -2, "requested");
                lua_createtable(L, 1, 0);
                lua_pushstring(L, versions[V_2026_07_28]);
                lua_rawseti(L, -2, 1);
                lua_setfield(L, -2, "supported");
                out_error(S, q->b, q->slot, q->m->id, RPC_UNSUPPORTED_VERSION,
                          "Unsupported protocol version", lua_gettop(L));
                r = -1;
            }
        }
    }
    lua_settop(L, top);
    return r;
}

static void handle_message(Server *S, int idx, Batch *b, int slot) {
    lua_State *L = rpc_state(S->rpc);
    int top = lua_gettop(L);
    RpcMsg m;
    rpc_classify(S->rpc, idx, &m);
    if (m.kind == RPC_INVALID) {
        char msg[200];
        snprintf(msg, sizeof msg, "Invalid Request: %s", m.why);
        out_error(S, b, slot, m.id, RPC_INVALID_REQUEST, msg, 0);
    } else if (m.kind == RPC_RESPONSE) {
        if (b) {
            batch_finish(S, b); /* we send no requests: nothing to match */
        }
    } else if (m.kind == RPC_NOTIFICATION) {
        if (strcmp(m.method, "notifications/cancelled") == 0 && m.params) {
            char id[RPC_ID_MAX];
            lua_getfield(L, m.params, "requestId");
            if (rpc_id_text(L, -1, id)) {
                ses_cancel(S, id);
            }
        }
        if (b) {
            batch_finish(S, b);
        }
    } else {
        Req q = {b, slot, &m, S->version >= 0 ? S->version : LATEST_LEGACY};
        const char *meth = m.method;
        int modern = strcmp(meth, "initialize") == 0 ? 0 : meta_version(S, &q);
        if (modern < 0) {
            lua_settop(L, top);
            return;
        }
        if (modern) {
            q.ver = V_2026_07_28;
        }
        if (strcmp(meth, "initialize") == 0) {
            m_initialize(S, &q);
        } else if (strcmp(meth, "ping") == 0) {
            m_empty(S, &q);
        } else if (strcmp(meth, "server/discover") == 0) {
            m_discover(S, &q);
        } else if (strcmp(meth, "tools/list") == 0) {
            m_tools_list(S, &q);
        } else if (strcmp(meth, "tools/call") == 0) {
            m_tools_call(S, &q);
        } else {
            char msg[160];
            snprintf(msg, sizeof msg, "Method not found: %.100s", meth);
            out_error(S, b, slot, m.id, RPC_METHOD_NOT_FOUND, msg, 0);
        }
    }
    lua_settop(L, top);
}

static void handle_line(Server *S, const char *line, size_t n) {
    while (n && (line[n - 1] == '\r' || line[n - 1] == ' ' || line[n - 1] == '\t')) {
        n--;
    }
    size_t i = 0;
    while (i < n && (line[i] == ' ' || line[i] == '\t')) {
        i++;
    }
    if (i == n) {
        return; /* blank line */
    }
    lua_State *L = rpc_state(S->rpc);
    int top = lua_gettop(L);
    if (!rpc_decode(S->rpc, line, n)) {
        char msg[300];
        snprintf(msg, sizeof msg, "Parse error: %.200s", lua_tostring(L, -1));
        out_error(S, NULL, 0, "null", RPC_PARSE_ERROR, msg, 0);
    } else if (line[i] == '[') {
        int count = (int)lua_rawlen(L, -1);
        if (S->version != V_2025_03_26) {
            out_error(S, NULL, 0, "null", RPC_INVALID_REQUEST,
                      "Invalid Request: JSON-RPC batches are only supported in protocol "
                      "version 2025-03-26", 0);
        } else if (count == 0) {
            out_error(S, NULL, 0, "null", RPC_INVALID_REQUEST, "Invalid Request: empty batch", 0);
        } else {
            Batch *b = calloc(1, sizeof *b);
            b->slots = calloc((size_t)count, sizeof *b->slots);
            b->n = count;
            b->pending = count + 1;
            int arr = lua_gettop(L);
            for (int k = 0; k < count; k++) {
                lua_rawgeti(L, arr, k + 1);
                handle_message(S, lua_gettop(L), b, k);
                lua_settop(L, arr);
            }
            batch_finish(S, b);
        }
    } else {
        handle_message(S, lua_gettop(L), NULL, 0);
    }
    lua_settop(L, top);
}

static void stdin_readable(Server *S) {
    char chunk[65536];
    ssize_t k = read(STDIN_FILENO, chunk, sizeof chunk);
    if (k < 0 && (errno == EINTR || errno == EAGAIN)) {
        return;
    }
    if (k <= 0) {
        S->in_eof = 1;
        return;
    }
    const char *p = chunk, *end = chunk + k;
    while (p < end) {
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        size_t seg = nl ? (size_t)(nl - p) : (size_t)(end - p);
        if (S->skipping) {
            if (nl) {
                S->skipping = 0;
                char msg[120];
                snprintf(msg, sizeof msg, "Invalid Request: message longer than %zu bytes",
                         S->opt.max_message);
                out_error(S, NULL, 0, "null", RPC_INVALID_REQUEST, msg, 0);
            }
        } else if (S->in.n + seg > S->opt.max_message) {
            S->in.n = 0;
            S->skipping = 1;
            continue; /* re-examine this segment in skipping mode */
        } else if (nl) {
            if (S->in.n) {
                buf_add(&S->in, p, seg);
                handle_line(S, S->in.p, S->in.n);
                S->in.n = 0;
                if (S->in.cap > 1024 * 1024) {
                    buf_free(&S->in);
                }
            } else {
                handle_line(S, p, seg);
            }
        } else {
            buf_add(&S->in, p, seg);
        }
        p += seg + (nl ? 1 : 0);
    }
}

/* ---- options ---- */

static int mcp_size(const char *s, size_t *out) {
    char *end;
    double v = strtod(s, &end);
    if (end == s || !(v >= 0)) {
        return 0;
    }
    switch (*end) {
        case 'k': case 'K': v *= 1024; end++; break;
        case 'm': case 'M': v *= 1024 * 1024; end++; break;
        case 'g': case 'G': v *= 1024.0 * 1024 * 1024; end++; break;
        default: break;
    }
    if (*end == 'i') {
        end++;
    }
    if (*end == 'B' || *end == 'b') {
        end++;
    }
    if (*end || v > 1e18) {
        return 0;
    }
    *out = (size_t)v;
    return 1;
}

static int mcp_seconds(const char *s, double *out) {
    char *end;
    double v = strtod(s, &end);
    if (end == s || *end || !(v >= 0) || !isfinite(v)) {
        return 0;
    }
    *out = v;
    return 1;
}

static int parse_options(int argc, char **argv, McpOptions *o) {
    size_t worker_mem = 0;
    double cpu = 3600;
    for (int i = 0; i < argc; i++) {
        const char *a = argv[i];
        const char *v = i + 1 < argc ? argv[i + 1] : NULL;
        int ok = 1;
        if (strcmp(a, "mcp") == 0) {
            continue;
        } else if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            fputs(mcp_usage, stdout);
            return 0;
        } else if (strcmp(a, "--no-seccomp") == 0) {
            o->wk.seccomp = 0;
            continue;
        } else if (strcmp(a, "--verbose") == 0) {
            o->verbose = 1;
            continue;
        } else if (!v) {
            ok = 0;
        } else if (strcmp(a, "--timeout") == 0) {
            ok = mcp_seconds(v, &o->timeout) && o->timeout > 0;
        } else if (strcmp(a, "--max-memory") == 0) {
            ok = mcp_size(v, &o->wk.max_memory) && o->wk.max_memory > 0;
        } else if (strcmp(a, "--max-operations") == 0) {
            char *end;
            o->wk.max_ops = strtoll(v, &end, 10);
            ok = *v && !*end && o->wk.max_ops >= 0;
        } else if (strcmp(a, "--max-output") == 0) {
            ok = mcp_size(v, &o->wk.max_output);
        } else if (strcmp(a, "--max-result") == 0) {
            ok = mcp_size(v, &o->wk.max_result) && o->wk.max_result >= 64;
        } else if (strcmp(a, "--kill-grace") == 0) {
            ok = mcp_seconds(v, &o->kill_grace);
        } else if (strcmp(a, "--max-sessions") == 0) {
            char *end;
            long n = strtol(v, &end, 10);
            ok = *v && !*end && n >= 1 && n <= 4096;
            o->max_sessions = (int)n;
        } else if (strcmp(a, "--session-idle") == 0) {
            ok = mcp_seconds(v, &o->idle);
        } else if (strcmp(a, "--worker-memory") == 0) {
            ok = mcp_size(v, &worker_mem);
        } else if (strcmp(a, "--worker-cpu") == 0) {
            ok = mcp_seconds(v, &cpu) && cpu >= 1;
        } else if (strcmp(a, "--max-message") == 0) {
            ok = mcp_size(v, &o->max_message) && o->max_message >= 1024;
        } else {
            fprintf(stderr, "moonpy mcp: unknown option %s\n\n%s", a, mcp_usage);
            return -1;
        }
        if (!ok) {
            fprintf(stderr, "moonpy mcp: bad or missing value for %s\n", a);
            return -1;
        }
        i++;
    }
    o->wk.address_space = worker_mem ? worker_mem : 2 * o->wk.max_memory + (1u << 30);
    o->wk.cpu_seconds = cpu;
    return 1;
}

/* ---- the loop ---- */

static int stdout_nonblocking(void) {
    struct stat st;
    if (fstat(STDOUT_FILENO, &st) == 0 && (S_ISFIFO(st.st_mode) || S_ISSOCK(st.st_mode))) {
        int fl = fcntl(STDOUT_FILENO, F_GETFL);
        if (fl >= 0 && !(fl & O_NONBLOCK)) {
            fcntl(STDOUT_FILENO, F_SETFL, fl | O_NONBLOCK);
            return fl;
        }
    }
    return -1;
}

static void final_flush(Server *S) {
    double until = mcp_now() + 1.0;
    while (S->out.n) {
        out_flush(S);
        double left = until - mcp_now();
        if (!S->out.n || left <= 0) {
            break;
        }
        struct pollfd p = {STDOUT_FILENO, POLLOUT, 0};
        poll(&p, 1, (int)(left * 1000) + 1);
    }
}

static void mcp_loop(Server *S) {
    struct pollfd *fds = NULL;
    Session **owners = NULL;
    size_t cap = 0;
    while (!S->in_eof) {
        size_t need = (size_t)S->nsessions + 3;
        if (need > cap) {
            cap = need * 2;
            fds = realloc(fds, cap * sizeof *fds);
            owners = realloc(owners, cap * sizeof *owners);
            if (!fds || !owners) {
                fputs("moonpy mcp: out of memory\n", stderr);
                break;
            }
        }
        size_t n = 0;
        fds[n] = (struct pollfd){STDIN_FILENO, S->out.n < OUT_HIGH ? POLLIN : 0, 0};
        owners[n++] = NULL;
        fds[n] = (struct pollfd){S->out.n ? STDOUT_FILENO : -1, POLLOUT, 0};
        owners[n++] = NULL;
        fds[n] = (struct pollfd){S->spare_pid > 0 ? S->spare_fd : -1, POLLIN, 0};
        owners[n++] = NULL;
        for (Session *s = S->sessions; s; s = s->next) {
            if (s->fd >= 0) {
                fds[n] = (struct pollfd){s->fd, (short)(POLLIN | (s->out.n ? POLLOUT : 0)), 0};
                owners[n++] = s;
            }
        }
        double now = mcp_now();
        double next = ses_timers(S, now);
        out_flush(S);
        int ms = -1;
        if (next < INFINITY) {
            double d = (next - now) * 1000.0;
            ms = d <= 0 ? 0 : d > 3600000 ? 3600000 : (int)d + 1;
        }
        int r = poll(fds, n, ms);
        if (r < 0) {
            if (errno == EINTR) {
                continue;
            }
            perror("moonpy mcp: poll");
            break;
        }
        if (fds[1].revents & (POLLOUT | POLLERR | POLLHUP)) {
            out_flush(S);
        }
        if (fds[2].fd >= 0 && fds[2].revents) {
            /* the spare died (or wrote, which it must not): replace it */
            kill(S->spare_pid, SIGKILL);
            waitpid(S->spare_pid, NULL, 0);
            close(S->spare_fd);
            S->spare_pid = 0;
        }
        for (size_t k = 3; k < n; k++) {
            Session *s = owners[k];
            short ev = fds[k].revents;
            if (!ev) {
                continue;
            }
            /* the session may have lost its worker during this pass */
            int live = 0;
            for (Session *t = S->sessions; t; t = t->next) {
                live |= t == s;
            }
            if (!live || s->fd != fds[k].fd) {
                continue;
            }
            if (ev & POLLOUT) {
                ses_flush(S, s);
            }
            if (ev & (POLLIN | POLLHUP | POLLERR)) {
                ses_readable(S, s);
            }
        }
        if (fds[0].revents & (POLLIN | POLLHUP | POLLERR)) {
            stdin_readable(S);
        }
        out_flush(S);
        ses_spare(S);
    }
    free(fds);
    free(owners);
}

int mcp_main(int argc, char **argv) {
    Server *S = calloc(1, sizeof *S);
    if (!S) {
        return 2;
    }
    McpOptions *o = &S->opt;
    o->timeout = 30;
    o->kill_grace = 1;
    o->idle = 1800;
    o->max_sessions = 16;
    o->max_message = 16u * 1024 * 1024;
    o->wk.max_memory = 256u * 1024 * 1024;
    o->wk.max_output = 1024 * 1024;
    o->wk.max_result = 1024 * 1024;
    o->wk.seccomp = 1;
    int pr = parse_options(argc, argv, o);
    if (pr <= 0) {
        free(S);
        return pr == 0 ? 0 : 2;
    }
    signal(SIGPIPE, SIG_IGN);
    S->version = -1;
    S->spare_fd = -1;
    S->rpc = rpc_new();
    S->tpl = S->rpc ? wk_template_new(&o->wk) : NULL;
    if (!S->tpl) {
        fputs("moonpy mcp: cannot initialize\n", stderr);
        rpc_free(S->rpc);
        free(S);
        return 2;
    }
    for (int v = 0; v < V_COUNT; v++) {
        S->tools[v] = tools_json(S, v);
    }
    S->modules_text = modules_text(S, wk_modules_json(S->tpl));
    ses_spare(S);
    int saved_fl = stdout_nonblocking();
    mcp_loop(S);
    ses_shutdown(S);
    final_flush(S);
    if (saved_fl >= 0) {
        fcntl(STDOUT_FILENO, F_SETFL, saved_fl);
    }
    for (int v = 0; v < V_COUNT; v++) {
        free(S->tools[v]);
    }
    free(S->modules_text);
    buf_free(&S->in);
    buf_free(&S->out);
    wk_template_free(S->tpl);
    rpc_free(S->rpc);
    free(S);
    return 0;
}
