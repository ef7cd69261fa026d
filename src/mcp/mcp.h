/*
 * mcp.h: the MCP server's internal interfaces (src/mcp/: server.c, rpc.c, session.c, worker.c).
 *
 *   rpc_     JSON-RPC 2.0 envelopes and JSON text; no I/O (unit-tested in tests/mcp/rpctest.c)
 *   wk_      worker processes: the pre-initialized template, fork, rlimits, seccomp, the
 *            worker's run loop
 *   frm_     the frames on a worker's socket: one codec for both ends
 *   ses_     sessions: name -> worker, the queue of calls, deadlines, expiry
 *   tools_   the tools: their list and schemas, argument checks, the one shape of an answer
 *   mcp_     the protocol: methods, versions, the event loop on stdin/stdout
 */
#ifndef MOONPY_MCP_H
#define MOONPY_MCP_H

#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>
#include "lua.h"
#include "moonpy_int.h"

/* ---- JSON-RPC envelopes (rpc.c) ---- */
#define RPC_PARSE_ERROR (-32700)
#define RPC_INVALID_REQUEST (-32600)
#define RPC_METHOD_NOT_FOUND (-32601)
#define RPC_INVALID_PARAMS (-32602)
#define RPC_INTERNAL_ERROR (-32603)
#define RPC_UNSUPPORTED_VERSION (-32022) /* MCP 2026-07-28 UnsupportedProtocolVersionError */

#define RPC_ID_MAX 160     /* longest accepted id, as JSON text */
#define RPC_DEPTH_MAX 1000 /* deepest nesting of a message, decoded or written */

enum { RPC_REQUEST, RPC_NOTIFICATION, RPC_RESPONSE, RPC_INVALID };

typedef struct RpcMsg {
    int kind;
    char id[RPC_ID_MAX]; /* the id as JSON text ("null" when absent or unusable) */
    const char *method;  /* valid while the message stays on the stack */
    int params;          /* absolute stack index of params (a table), or 0 */
    const char *why;     /* RPC_INVALID: what is wrong */
} RpcMsg;

typedef struct Rpc Rpc;
Rpc *rpc_new(void);
void rpc_free(Rpc *r);
lua_State *rpc_state(Rpc *r);
/* Decodes one JSON text onto the stack: returns 1, or 0 with an error message pushed.
 * Rejects invalid UTF-8, non-standard numbers, and nesting deeper than 1000. */
int rpc_decode(Rpc *r, const char *s, size_t n);
/* Classifies the message at stack index idx (a decoded value). */
void rpc_classify(Rpc *r, int idx, RpcMsg *m);
/* Appends the JSON of the Lua value at idx (nil and cjson.null: null; a table with keys 1..n:
 * an array; any other table: an object); returns 0, appending nothing, if it cannot be encoded
 * (a function, a non-finite number, nesting deeper than RPC_DEPTH_MAX). */
int rpc_encode(Rpc *r, int idx, Buf *out);
/* {"jsonrpc":"2.0","id":id,"result":<value at idx>} */
void rpc_result(Rpc *r, Buf *out, const char *id, int idx);
/* {"jsonrpc":"2.0","id":id,"error":{"code":code,"message":msg[,"data":<value at data>]}};
 * data = 0 for none. */
void rpc_error(Rpc *r, Buf *out, const char *id, int code, const char *msg, int data);
/* Appends s as a JSON string; bytes that are not valid UTF-8 become U+FFFD. The _del form
 * also escapes U+007F, as the strings of a run's structured answer always had it. */
void rpc_json_string(Buf *out, const char *s, size_t n);
void rpc_json_string_del(Buf *out, const char *s, size_t n);
/* 1 if s is exactly one RFC 8259 JSON value in valid UTF-8, nested at most maxdepth. */
int rpc_json_valid(const char *s, size_t n, int maxdepth);
int rpc_utf8_valid(const char *s, size_t n);

/* ---- workers (worker.c) ---- */
typedef struct WkLimits {
    SbxLimits run;        /* the limits of one call (its timeout is the call's) */
    size_t address_space; /* RLIMIT_AS of a worker */
    double cpu_seconds;   /* RLIMIT_CPU of a worker (its whole life) */
    int seccomp;          /* install the seccomp filter (always, unless testing) */
    double max_timeout;   /* what timeout_seconds may ask for (its hint says so) */
} WkLimits;

typedef struct Template Template;
/* The pre-initialized compiler and sandbox that every worker is forked from. */
Template *wk_template_new(const WkLimits *lim);
void wk_template_free(Template *t);
/* The template's sandbox (which lists the builtins; it never runs user code). */
Sandbox *wk_sandbox(Template *t);
/* In a worker: its compiler; and writes n bytes on its socket (exits if the server is gone). */
Compiler *wk_compiler(Template *t);
void wk_send(const void *p, size_t n);
/* Forks a worker; returns its pid and sets *fd to the server's end of its socket
 * (non-blocking). keep: descriptors the child must not touch before closing (unused). */
pid_t wk_spawn(Template *t, int *fd);

/* ---- frames on a worker's socket (frame.c, the codec of both ends) ---- */
/* u32 length (little endian) of type + payload, u8 type, then the payload's fields. */
#define FRM_HEADER 5
#define FRM_MAX (64u * 1024 * 1024)
#define WK_RUN 'R'  /* server -> worker: f64 timeout, then the source */
#define WK_DONE 'D' /* worker -> server: u8 is_error, u32 json length, json, text */

/* Writing: frm_begin appends a header and returns where the frame starts; the fields follow;
 * frm_end writes the length. */
size_t frm_begin(Buf *b, int type);
void frm_u8(Buf *b, unsigned v);
void frm_u32(Buf *b, uint32_t v);
void frm_f64(Buf *b, double v);
void frm_bytes(Buf *b, const void *p, size_t n);
void frm_end(Buf *b, size_t start);

/* Reading: the fields of one payload, in order; once it ran short, bad is set and every
 * field reads as 0 or NULL. */
typedef struct FrmReader {
    const unsigned char *p;
    size_t n;
    int bad;
} FrmReader;
/* A header (FRM_HEADER bytes): its type and payload length; 0 if the length is out of range. */
int frm_header(const void *hdr, int *type, size_t *len);
/* The frame at the start of p[0..n): 1 (with its type, a reader of its payload and its whole
 * size), 0 if it is not complete yet (*type is set once its header is there, else 0), -1 if
 * its header is bad. */
int frm_next(const char *p, size_t n, int *type, FrmReader *r, size_t *size);
unsigned frm_get8(FrmReader *r);
uint32_t frm_get32(FrmReader *r);
double frm_getf64(FrmReader *r);
const char *frm_getbytes(FrmReader *r, size_t n);
const char *frm_rest(FrmReader *r, size_t *n); /* the payload's remaining bytes */

/* The id at stack index idx as JSON text in out[RPC_ID_MAX]; 0 if not a string or number. */
int rpc_id_text(lua_State *L, int idx, char *out);

/* ---- the server (server.c) and its sessions (session.c) ---- */
enum { V_2024_11_05, V_2025_03_26, V_2025_06_18, V_2025_11_25, V_2026_07_28, V_COUNT };

typedef struct McpOptions {
    WkLimits wk;
    double timeout;     /* default and maximum seconds per call */
    double max_timeout; /* what timeout_seconds may ask for */
    double kill_grace;  /* seconds past a deadline or a cancellation before SIGKILL */
    double idle;        /* seconds before an idle session expires; 0 = never */
    int max_sessions;
    size_t max_message; /* longest input line */
    int verbose;
} McpOptions;

typedef struct Batch {
    int n, pending; /* slots, and slots (plus 1 while parsing) still unanswered */
    Buf *slots;
} Batch;

enum { KILL_NONE, KILL_TIMEOUT, KILL_CANCEL, KILL_RESET, KILL_BAD };

typedef struct Session Session;
typedef struct Call {
    struct Call *next;
    Session *s;
    char id[RPC_ID_MAX];
    char token[RPC_ID_MAX]; /* progress token as JSON, or "" */
    int version;
    Batch *batch;
    int slot;
    char *code;
    size_t len;
    double timeout, started, kill_at, next_progress;
    int progress;
    int cancelled;
    int kill_reason;
    char *notice; /* said first in the answer: the session's variables were lost before it */
} Call;

struct Session {
    Session *next;
    char name[72];
    pid_t pid; /* 0: no worker (a fresh one is forked on the next call) */
    int fd;
    Buf in, out; /* frames from and to the worker */
    Call *running, *head, *tail;
    double last_used;
    char lost[240]; /* why its variables were lost since the last call ("" if they were not) */
};

/* A session that ended by itself (idle expiry): its next call is told so. */
typedef struct Tomb {
    char name[72];
    char why[240];
} Tomb;
#define MCP_TOMBS 64

typedef struct Server {
    McpOptions opt;
    Rpc *rpc;
    Template *tpl;
    Buf in, out;          /* stdin bytes not yet parsed; stdout bytes not yet written */
    int in_eof, skipping; /* skipping: inside an over-long line */
    int out_gone;         /* stdout failed: the client is gone, nothing more is said */
    double eof_at;        /* when end of input came (mcp_now) */
    int version;          /* negotiated by initialize; -1 before */
    Session *sessions;
    int nsessions;
    pid_t spare_pid; /* a pre-forked worker waiting for a session */
    int spare_fd;
    char *tools[V_COUNT];  /* tools/list results, per protocol version */
    Tomb tombs[MCP_TOMBS]; /* the sessions that expired most recently, a ring */
    int ntombs;
    char *modules_json; /* list_modules: its structured JSON and its text */
    char *modules_text;
} Server;

/* A request being answered: where its answer goes, the message, the protocol version. */
typedef struct McpReq {
    Batch *b;
    int slot;
    RpcMsg *m;
    int ver;
} McpReq;

double mcp_now(void);
/* The JSON of the server's identity (serverInfo) as version ver shows it (full: with its
 * description, website and icons), and of its icons. */
void mcp_serverinfo_json(Buf *b, int ver, int full);
void mcp_icons_json(Buf *b);
/* What every result of version ver ends with: in 2026-07-28 its resultType and its _meta with
 * the serverInfo; nothing before. */
void mcp_result_tail(Buf *b, int ver);
#define MCP_CACHE_TTL_MS "3600000" /* tools/list and server/discover: an hour */
/* The one writer of protocol messages (server.c): msg goes to stdout, or into its batch slot. */
void mcp_send(Server *S, Batch *b, int slot, Buf *msg);
void mcp_send_error(Server *S, Batch *b, int slot, const char *id, int code, const char *msg,
                    int data);
/* Answers a call: the worker's structured JSON and readable text. Frees nothing. */
void mcp_call_done(Server *S, Call *c, const char *json, size_t jn, const char *text, size_t tn,
                   int iserr);
/* Answers a call with an error outcome made by the server (crash, kill, limits); hint: what
 * the model can do about it, or NULL. */
void mcp_call_failed(Server *S, Call *c, const char *type, const char *msg, const char *hint);
void mcp_call_free(Server *S, Call *c); /* releases its batch slot if it was never answered */
void mcp_progress(Server *S, Call *c, double now);

Session *ses_find(Server *S, const char *name);
/* The session named name, opened if it is new; NULL when the session cap is reached. If the
 * session lost its variables since its last call (it expired, its worker was killed), c's
 * notice says so. */
Session *ses_open(Server *S, const char *name, Call *c);
void ses_forget(Server *S, const char *name); /* reset_session: its next call needs no notice */
void ses_enqueue(Server *S, Session *s, Call *c);
void ses_readable(Server *S, Session *s);
void ses_flush(Server *S, Session *s);
void ses_kill(Server *S, Session *s, int reason); /* SIGKILL and reap; answers the run */
void ses_close(Server *S, Session *s);
int ses_cancel(Server *S, const char *id);
double ses_timers(Server *S, double now); /* returns the next time something is due */
void ses_spare(Server *S);                /* keeps one pre-forked worker ready */
void ses_shutdown(Server *S);
/* After end of input, the calls already received have this long to finish and be answered
 * (a script that pipes its requests gets them); then the server stops with its workers, as a
 * client that closes stdin to shut it down expects. */
#define MCP_EOF_DRAIN 0.5
/* 1 while some session has a call running or queued (end of input waits for their answers). */
int ses_busy(const Server *S);
/* How long an idle session lives, as people say it ("30 min", "45 s"). */
void ses_idle_text(const Server *S, char *out, size_t n);

/* ---- the tools (tools.c) ---- */
/* The budgets of an error's texts in a run's answer (type, message, traceback; the logs have
 * --max-output, the result --max-result): past them the head and the tail are kept. */
#define TOOLS_ERROR_TYPE_MAX 256
#define TOOLS_ERROR_MESSAGE_MAX (8u * 1024)
#define TOOLS_ERROR_TRACEBACK_MAX (16u * 1024)
char *tools_list_json(Server *S, int ver); /* the tools/list result */
void tools_modules(Server *S);             /* sets S->modules_json and S->modules_text */
void tools_call(Server *S, McpReq *q);     /* tools/call */
/* The one shape of a run's answer: the structuredContent JSON into j and the readable text
 * into t, from the outcome (its value tree in L; L may be NULL when there is none). Returns
 * isError. The server's own errors (a crashed or killed worker) go through it too. */
typedef struct ToolsLimits {
    SbxLimits run;      /* the call's limits: its timeout, memory, operations, output; max_result
                         * and log_budget are the budgets of the result and the logs */
    double max_timeout; /* what timeout_seconds may ask for */
} ToolsLimits;
/* tl: the call's limits, which the messages of limit errors name (NULL for the server's own
 * errors: no budget applies to them but the error texts'). */
int tools_outcome(lua_State *L, const SbxOutcome *o, const ToolsLimits *tl, Buf *j, Buf *t);
/* A limit that ended the run, in the words of every face: its message with the limit's size
 * and the line into msg ("time limit of 2 s exceeded at line 3"), what to do into hint;
 * returns 0 (writing nothing) if the error is not a limit. */
int tools_limit_words(const SbxOutcome *o, const ToolsLimits *tl, Buf *msg, Buf *hint);
/* The text of a tool call's input that is not valid, as an isError tool result (the model
 * reads it and corrects the call), not a protocol error. */
void tools_invalid(Server *S, McpReq *q, const char *tool, const char *why);

int mcp_main(int argc, char **argv);

#endif
