/*
 * server.c: `moonpy mcp`, the MCP server on stdio (DESIGN.md sections 1 and 6).
 *
 * One JSON-RPC message per line on stdin and stdout; stdout carries nothing else (one
 * function, mcp_send, writes to it), diagnostics go to stderr. The loop polls stdin, stdout
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
#include "moonpy_version.h"
#include "platform.h"

#define OUT_HIGH (64u * 1024 * 1024) /* stop reading stdin while this much output waits */
#define META_VERSION "io.modelcontextprotocol/protocolVersion"
#define META_CAPS "io.modelcontextprotocol/clientCapabilities"

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
    "  --timeout SECONDS        run time of a call (default 30)\n"
    "  --max-timeout SECONDS    what timeout_seconds may ask for (default 120, or --timeout\n"
    "                           if that is more)\n"
    "  --max-memory SIZE        memory of a session's Python heap (default 256M);\n"
    "                           MemoryError past it\n"
    "  --max-operations N       operations per call: loop iterations, calls, work in C\n"
    "                           (default 0 = unlimited); OperationLimit past it\n"
    "  --max-output SIZE        print output a call may write in all (default 64M);\n"
    "                           OutputLimit past it\n"
    "  --output-budget SIZE     what an answer shows of the printed output (default 20000,\n"
    "                           sized for a model's context window): past it the first and\n"
    "                           the last half, and a line saying how much was cut between\n"
    "  --max-result SIZE        the same for `result` as JSON (default: the output budget);\n"
    "                           past it the result is the beginning and end of its repr\n"
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
    "SIZE is a number of bytes with an optional K, M or G: 4096, 64K, 256M, 1.5G.\n"
    "Example client configuration (Claude Desktop):\n"
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
            S->in_eof = S->out_gone = 1; /* the client is gone: shut down */
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
void mcp_send(Server *S, Batch *b, int slot, Buf *msg) {
    if (b) {
        buf_add(&b->slots[slot], msg->p, msg->n);
        batch_finish(S, b);
    } else {
        buf_add(&S->out, msg->p, msg->n);
        buf_addc(&S->out, '\n');
    }
    msg->n = 0;
}

void mcp_send_error(Server *S, Batch *b, int slot, const char *id, int code, const char *msg,
                    int data) {
    Buf m = {0};
    rpc_error(S->rpc, &m, id, code, msg, data);
    mcp_send(S, b, slot, &m);
    buf_free(&m);
}

static void serverinfo(Server *S, int ver, int full);
static void push_versions(lua_State *L);

static void out_result(Server *S, Batch *b, int slot, const char *id, int idx, int ver) {
    lua_State *L = rpc_state(S->rpc);
    if (ver == V_2026_07_28) {
        lua_pushliteral(L, "complete");
        lua_setfield(L, idx, "resultType");
        lua_getfield(L, idx, "_meta");
        if (!lua_istable(L, -1)) {
            lua_pop(L, 1);
            lua_newtable(L);
        }
        /* server/discover says it all, the other results only the name and version */
        lua_getfield(L, idx, "supportedVersions");
        int full = !lua_isnil(L, -1);
        lua_pop(L, 1);
        serverinfo(S, ver, full);
        lua_setfield(L, -2, "io.modelcontextprotocol/serverInfo");
        lua_setfield(L, idx, "_meta");
    }
    Buf m = {0};
    rpc_result(S->rpc, &m, id, idx);
    mcp_send(S, b, slot, &m);
    buf_free(&m);
}

void mcp_call_free(Server *S, Call *c) {
    if (c->batch) {
        batch_finish(S, c->batch); /* no answer for this slot (cancelled) */
    }
    free(c->code);
    free(c->notice);
    free(c);
}

void mcp_progress(Server *S, Call *c, double now) {
    int secs = (int)(now - c->started);
    if (c->progress > 0 && secs < c->progress) {
        c->next_progress = c->started + c->progress;
        return;
    }
    /* no total: the run's length is not known (its time limit is not its length) */
    Buf m = {0};
    buf_printf(&m,
               "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/progress\",\"params\":{"
               "\"progressToken\":%s,\"progress\":%d,\"message\":\"",
               c->token, secs);
    if (secs == 0) {
        buf_printf(&m, "running the code (time limit %g s)", c->timeout);
    } else {
        buf_printf(&m, "still running after %d s (time limit %g s)", secs, c->timeout);
    }
    buf_adds(&m, "\"}}");
    mcp_send(S, NULL, 0, &m); /* notifications never go into a batch's answer */
    buf_free(&m);
    c->progress = secs + 1;
    c->next_progress = c->started + c->progress;
}

/* ---- methods ---- */

#include "icon.h"

void mcp_icons_json(Buf *b) {
    buf_adds(b,
             "[{\"src\":\"" MCP_ICON_PNG "\",\"mimeType\":\"image/png\",\"sizes\":[\"64x64\"]},"
             "{\"src\":\"" MCP_ICON_SVG "\",\"mimeType\":\"image/svg+xml\",\"sizes\":[\"any\"]}]");
}

void mcp_serverinfo_json(Buf *b, int ver, int full) {
    buf_adds(b, "{\"name\":\"moonpy\",\"version\":\"" MOONPY_VERSION "\"");
    if (ver >= V_2025_06_18) {
        buf_adds(b, ",\"title\":\"moonpy (sandboxed Python)\"");
    }
    if (ver >= V_2025_11_25 && full) {
        buf_adds(b, ",\"description\":\"Runs Python 3 in a sandbox: no files, no network, "
                    "limits on time, memory and output.\"");
        if (MOONPY_WEBSITE_URL[0]) {
            buf_adds(b, ",\"websiteUrl\":");
            rpc_json_string(b, MOONPY_WEBSITE_URL, strlen(MOONPY_WEBSITE_URL));
        }
        buf_adds(b, ",\"icons\":");
        mcp_icons_json(b);
    }
    buf_addc(b, '}');
}

void mcp_result_tail(Buf *b, int ver) {
    if (ver == V_2026_07_28) {
        buf_adds(b,
                 ",\"resultType\":\"complete\",\"_meta\":{\"io.modelcontextprotocol/serverInfo\":");
        mcp_serverinfo_json(b, ver, 0);
        buf_addc(b, '}');
    }
}

/* Pushes the serverInfo of version ver as a Lua table (decoded from its one JSON). */
static void serverinfo(Server *S, int ver, int full) {
    Buf b = {0};
    mcp_serverinfo_json(&b, ver, full);
    lua_State *L = rpc_state(S->rpc);
    if (!rpc_decode(S->rpc, b.p, b.n)) {
        lua_pop(L, 1);
        lua_newtable(L);
    }
    buf_free(&b);
}

static const char *const instructions =
    "moonpy runs Python 3 in a sandbox. Use run_python to compute, test code or transform "
    "data: print() output comes back in logs, and the value of `result` (or of a final "
    "expression) comes back as JSON. Calls with the same session share variables until the "
    "session is reset or expires. A long output keeps its beginning and its end. "
    "list_modules shows what can be imported.";

/* The fields that initialize and server/discover share, set in the table at the top. */
static void server_fields(Server *S, lua_State *L, int ver) {
    lua_createtable(L, 0, 1);
    lua_createtable(L, 0, 1);
    lua_pushboolean(L, 0);
    lua_setfield(L, -2, "listChanged");
    lua_setfield(L, -2, "tools");
    lua_setfield(L, -2, "capabilities");
    if (ver < V_2026_07_28) {
        serverinfo(S, ver, 1); /* 2026-07-28: in each result's _meta */
        lua_setfield(L, -2, "serverInfo");
    }
    lua_pushstring(L, instructions);
    lua_setfield(L, -2, "instructions");
}

static void m_initialize(Server *S, McpReq *q) {
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
        mcp_send_error(S, q->b, q->slot, q->m->id, RPC_INVALID_PARAMS,
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
    server_fields(S, L, v);
    out_result(S, q->b, q->slot, q->m->id, lua_gettop(L), v);
}

static void m_discover(Server *S, McpReq *q) {
    lua_State *L = rpc_state(S->rpc);
    lua_createtable(L, 0, 6);
    push_versions(L);
    lua_setfield(L, -2, "supportedVersions");
    server_fields(S, L, V_2026_07_28);
    /* the same for every caller until the server restarts */
    lua_pushinteger(L, atoll(MCP_CACHE_TTL_MS));
    lua_setfield(L, -2, "ttlMs");
    lua_pushliteral(L, "public");
    lua_setfield(L, -2, "cacheScope");
    out_result(S, q->b, q->slot, q->m->id, lua_gettop(L), V_2026_07_28);
}

static void m_empty(Server *S, McpReq *q) {
    lua_State *L = rpc_state(S->rpc);
    lua_newtable(L);
    out_result(S, q->b, q->slot, q->m->id, lua_gettop(L), q->ver);
}

static void m_tools_list(Server *S, McpReq *q) {
    lua_State *L = rpc_state(S->rpc);
    if (q->m->params) {
        lua_getfield(L, q->m->params, "cursor");
        int bad = !lua_isnil(L, -1) && !(lua_islightuserdata(L, -1) && !lua_touserdata(L, -1));
        lua_pop(L, 1);
        if (bad) { /* the list has one page: no cursor was ever given out */
            mcp_send_error(S, q->b, q->slot, q->m->id, RPC_INVALID_PARAMS,
                           "Invalid params: unknown cursor (tools/list has a single page)", 0);
            return;
        }
    }
    Buf m = {0};
    buf_printf(&m, "{\"jsonrpc\":\"2.0\",\"id\":%s,\"result\":%s}", q->m->id, S->tools[q->ver]);
    mcp_send(S, q->b, q->slot, &m);
    buf_free(&m);
}

/* Pushes every version the server speaks, newest first. */
static void push_versions(lua_State *L) {
    lua_createtable(L, V_COUNT, 0);
    for (int i = 0; i < V_COUNT; i++) {
        lua_pushstring(L, versions[V_COUNT - 1 - i]);
        lua_rawseti(L, -2, i + 1);
    }
}

/* The version in params._meta (2026-07-28's per-request version), if any: its index, -1 if
 * there is none, -2 if it was refused (answered): a version the server does not speak, or a
 * 2026-07-28 request without its required client capabilities. */
static int meta_version(Server *S, McpReq *q) {
    lua_State *L = rpc_state(S->rpc);
    if (!q->m->params) {
        return -1;
    }
    int top = lua_gettop(L);
    int r = -1;
    lua_getfield(L, q->m->params, "_meta");
    if (lua_istable(L, -1)) {
        int meta = lua_gettop(L);
        lua_getfield(L, meta, META_VERSION);
        if (!lua_isnil(L, -1)) {
            for (int i = 0; i < V_COUNT && lua_type(L, -1) == LUA_TSTRING; i++) {
                if (strcmp(lua_tostring(L, -1), versions[i]) == 0) {
                    r = i;
                }
            }
            if (r < 0) {
                lua_createtable(L, 0, 2);
                lua_pushvalue(L, -2);
                lua_setfield(L, -2, "requested");
                push_versions(L);
                lua_setfield(L, -2, "supported");
                mcp_send_error(S, q->b, q->slot, q->m->id, RPC_UNSUPPORTED_VERSION,
                               "Unsupported protocol version", lua_gettop(L));
                r = -2;
            } else if (r == V_2026_07_28) {
                lua_getfield(L, meta, META_CAPS);
                if (!lua_istable(L, -1)) {
                    mcp_send_error(S, q->b, q->slot, q->m->id, RPC_INVALID_PARAMS,
                                   "Invalid params: a 2026-07-28 request needs _meta[\"" META_CAPS
                                   "\"] (an object: the client's capabilities, {} for none)",
                                   0);
                    r = -2;
                }
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
        mcp_send_error(S, b, slot, m.id, RPC_INVALID_REQUEST, msg, 0);
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
        McpReq q = {b, slot, &m, S->version >= 0 ? S->version : LATEST_LEGACY};
        const char *meth = m.method;
        int mv = strcmp(meth, "initialize") == 0 ? -1 : meta_version(S, &q);
        if (mv == -2) {
            lua_settop(L, top);
            return;
        }
        if (mv >= 0) {
            q.ver = mv; /* the request's own version */
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
            tools_call(S, &q);
        } else {
            char msg[160];
            snprintf(msg, sizeof msg, "Method not found: %.100s", meth);
            mcp_send_error(S, b, slot, m.id, RPC_METHOD_NOT_FOUND, msg, 0);
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
        mcp_send_error(S, NULL, 0, "null", RPC_PARSE_ERROR, msg, 0);
    } else if (line[i] == '[') {
        int count = (int)lua_rawlen(L, -1);
        if (S->version != V_2025_03_26) {
            mcp_send_error(S, NULL, 0, "null", RPC_INVALID_REQUEST,
                           "Invalid Request: JSON-RPC batches are only supported in protocol "
                           "version 2025-03-26",
                           0);
        } else if (count == 0) {
            mcp_send_error(S, NULL, 0, "null", RPC_INVALID_REQUEST, "Invalid Request: empty batch",
                           0);
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

static void stdin_readable_line_too_long(Server *S) {
    char msg[120];
    snprintf(msg, sizeof msg, "Invalid Request: message longer than %zu bytes", S->opt.max_message);
    mcp_send_error(S, NULL, 0, "null", RPC_INVALID_REQUEST, msg, 0);
}

static void stdin_readable(Server *S) {
    char chunk[65536];
    ssize_t k = read(STDIN_FILENO, chunk, sizeof chunk);
    if (k < 0 && (errno == EINTR || errno == EAGAIN)) {
        return;
    }
    if (k <= 0) {
        /* End of input: a last message without its newline is still a message; the calls
         * received so far that finish within MCP_EOF_DRAIN are answered (mcp_loop). */
        S->in_eof = 1;
        S->eof_at = mcp_now();
        if (S->skipping) {
            stdin_readable_line_too_long(S);
        } else if (S->in.n) {
            handle_line(S, S->in.p, S->in.n);
        }
        S->skipping = 0;
        S->in.n = 0;
        return;
    }
    const char *p = chunk, *end = chunk + k;
    while (p < end) {
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        size_t seg = nl ? (size_t)(nl - p) : (size_t)(end - p);
        if (S->skipping) {
            if (nl) {
                S->skipping = 0;
                stdin_readable_line_too_long(S);
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

static int parse_options(int argc, char **argv, McpOptions *o) {
    size_t worker_mem = 0, budget = 20000;
    o->wk.run.max_result = 0;
    o->max_timeout = 0;
    double cpu = 3600;
    int help = 0, no_seccomp = 0;
    const Opt opts[] = {
        {"--timeout", OPT_SECONDS, &o->timeout, 0, 0, 1},
        {"--max-timeout", OPT_SECONDS, &o->max_timeout, 0, 0, 1},
        {"--output-budget", OPT_SIZE, &budget, 1000, 0, 0},
        {"--max-memory", OPT_SIZE, &o->wk.run.max_memory, 0, 0, 1},
        {"--max-operations", OPT_COUNT, &o->wk.run.max_ops, 0, 0, 0},
        {"--max-output", OPT_SIZE, &o->wk.run.max_output, 0, 0, 0},
        {"--max-result", OPT_SIZE, &o->wk.run.max_result, 1000, 0, 0},
        {"--kill-grace", OPT_SECONDS, &o->kill_grace, 0, 0, 0},
        {"--max-sessions", OPT_INT, &o->max_sessions, 1, 4096, 0},
        {"--session-idle", OPT_SECONDS, &o->idle, 0, 0, 0},
        {"--worker-memory", OPT_SIZE, &worker_mem, 0, 0, 0},
        {"--worker-cpu", OPT_SECONDS, &cpu, 1, 0, 0},
        {"--max-message", OPT_SIZE, &o->max_message, 1024, 0, 0},
        {"--no-seccomp", OPT_FLAG, &no_seccomp, 0, 0, 0},
        {"--verbose", OPT_FLAG, &o->verbose, 0, 0, 0},
        {"--help", OPT_FLAG, &help, 0, 0, 0},
        {"-h", OPT_FLAG, &help, 0, 0, 0},
        {NULL, OPT_FLAG, NULL, 0, 0, 0},
    };
    for (int i = 0; i < argc; i++) {
        const char *a = argv[i];
        if (strcmp(a, "mcp") == 0) {
            continue;
        }
        int got = opt_parse(opts, argc, argv, &i, "moonpy mcp");
        if (got < 0) {
            return -1;
        }
        if (help) {
            fputs(mcp_usage, stdout);
            return 0;
        }
        if (got == 0) {
            fprintf(stderr, "moonpy mcp: unknown option %s\n\n%s", a, mcp_usage);
            return -1;
        }
    }
    if (no_seccomp) {
        o->wk.seccomp = 0;
    }
    o->wk.run.log_budget = budget;
    if (!o->wk.run.max_result) {
        o->wk.run.max_result = budget;
    }
    if (!o->max_timeout) {
        o->max_timeout = o->timeout > 120 ? o->timeout : 120;
    } else if (o->max_timeout < o->timeout) {
        o->timeout = o->max_timeout; /* the default cannot be past the maximum */
    }
    o->wk.address_space = worker_mem ? worker_mem : 2 * o->wk.run.max_memory + (1u << 30);
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
    /* Past end of input the loop goes on for MCP_EOF_DRAIN while calls already received run,
     * so a script that writes its requests and closes stdin gets the answers of quick calls;
     * a longer run is stopped unanswered with its worker (ses_shutdown). */
    while (!S->out_gone && (!S->in_eof || (ses_busy(S) && mcp_now() < S->eof_at + MCP_EOF_DRAIN))) {
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
        fds[n] =
            (struct pollfd){S->in_eof ? -1 : STDIN_FILENO, S->out.n < OUT_HIGH ? POLLIN : 0, 0};
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
        if (S->in_eof && S->eof_at + MCP_EOF_DRAIN < next) {
            next = S->eof_at + MCP_EOF_DRAIN;
        }
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
        if (fds[0].fd >= 0 && fds[0].revents & (POLLIN | POLLHUP | POLLERR)) {
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
    o->wk.run.max_memory = 256u * 1024 * 1024;
    o->wk.run.max_output = 64u * 1024 * 1024;
    o->wk.seccomp = 1;
    int pr = parse_options(argc, argv, o);
    if (pr <= 0) {
        free(S);
        return pr == 0 ? 0 : 2;
    }
    if (!plat_has_wall()) {
        fputs("moonpy mcp: this build has no system-call wall (built with MOONPY_SECCOMP=OFF): "
              "workers are isolated by their descriptors and rlimits only\n",
              stderr);
    }
    signal(SIGPIPE, SIG_IGN);
    S->version = -1;
    S->spare_fd = -1;
    S->rpc = rpc_new();
    o->wk.max_timeout = o->max_timeout;
    S->tpl = S->rpc ? wk_template_new(&o->wk) : NULL;
    if (!S->tpl) {
        fputs("moonpy mcp: cannot initialize\n", stderr);
        rpc_free(S->rpc);
        free(S);
        return 2;
    }
    for (int v = 0; v < V_COUNT; v++) {
        S->tools[v] = tools_list_json(S, v);
    }
    tools_modules(S);
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
    free(S->modules_json);
    free(S->modules_text);
    buf_free(&S->in);
    buf_free(&S->out);
    wk_template_free(S->tpl);
    rpc_free(S->rpc);
    free(S);
    return 0;
}
