/*
 * session.c: the MCP server's sessions. A session is a name, a worker process (forked from
 * the template in worker.c), and a queue of calls that run one at a time in it, like
 * notebook cells. Calls on different sessions run at the same time in different workers.
 *
 * The server kills (SIGKILL) a worker whose run outlives its deadline by the grace period,
 * or that has not stopped that long after a cancellation; any worker that dies is reaped,
 * its run is answered "the session was reset", and the next call forks a fresh worker.
 * Idle sessions expire; their number is capped.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <math.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>
#include "mcp.h"

/* Reaps pid (killing it first if it is still there); returns its wait status. */
static int reap(pid_t pid) {
    int st = 0;
    if (pid <= 0) {
        return 0;
    }
    pid_t r = waitpid(pid, &st, WNOHANG);
    if (r == 0) {
        kill(pid, SIGKILL);
        while (waitpid(pid, &st, 0) < 0 && errno == EINTR) {
        }
    }
    return st;
}

void ses_idle_text(const Server *S, char *out, size_t n) {
    if (S->opt.idle >= 120) {
        snprintf(out, n, "%g min", S->opt.idle / 60);
    } else {
        snprintf(out, n, "%g s", S->opt.idle);
    }
}

void ses_spare(Server *S) {
    if (S->spare_pid > 0 || S->in_eof) {
        return;
    }
    int fd;
    pid_t pid = wk_spawn(S->tpl, &fd);
    if (pid > 0) {
        S->spare_pid = pid;
        S->spare_fd = fd;
    }
}

Session *ses_find(Server *S, const char *name) {
    for (Session *s = S->sessions; s; s = s->next) {
        if (strcmp(s->name, name) == 0) {
            return s;
        }
    }
    return NULL;
}

static void ses_notice(Call *c, const char *why) {
    if (c && why[0]) {
        free(c->notice);
        c->notice = strdup(why);
    }
}

static Tomb *ses_tomb(Server *S, const char *name) {
    int n = S->ntombs < MCP_TOMBS ? S->ntombs : MCP_TOMBS;
    for (int i = 0; i < n; i++) {
        if (S->tombs[i].name[0] && strcmp(S->tombs[i].name, name) == 0) {
            return &S->tombs[i];
        }
    }
    return NULL;
}

void ses_forget(Server *S, const char *name) {
    Tomb *t = ses_tomb(S, name);
    if (t) {
        t->name[0] = '\0';
    }
    Session *s = ses_find(S, name);
    if (s) {
        s->lost[0] = '\0';
    }
}

Session *ses_open(Server *S, const char *name, Call *c) {
    Session *s = ses_find(S, name);
    if (s) {
        ses_notice(c, s->lost);
        s->lost[0] = '\0';
        return s;
    }
    if (S->nsessions >= S->opt.max_sessions) {
        return NULL;
    }
    Tomb *t = ses_tomb(S, name);
    if (t) {
        ses_notice(c, t->why);
        t->name[0] = '\0';
    }
    s = calloc(1, sizeof *s);
    if (!s) {
        return NULL;
    }
    snprintf(s->name, sizeof s->name, "%s", name);
    s->fd = -1;
    s->last_used = mcp_now();
    s->next = S->sessions;
    S->sessions = s;
    S->nsessions++;
    return s;
}

/* Gives s a worker: the spare if there is one, else a new fork. */
static int ses_worker(Server *S, Session *s) {
    if (s->pid > 0) {
        return 1;
    }
    if (S->spare_pid > 0) {
        s->pid = S->spare_pid;
        s->fd = S->spare_fd;
        S->spare_pid = 0;
        S->spare_fd = -1;
    } else {
        s->pid = wk_spawn(S->tpl, &s->fd);
        if (s->pid <= 0) {
            s->pid = 0;
            s->fd = -1;
            return 0;
        }
    }
    s->in.n = s->out.n = 0;
    return 1;
}

void ses_flush(Server *S, Session *s) {
    (void)S;
    while (s->out.n && s->fd >= 0) {
        ssize_t k = send(s->fd, s->out.p, s->out.n, MSG_NOSIGNAL);
        if (k < 0 && errno == EINTR) {
            continue;
        }
        if (k <= 0) {
            return; /* EAGAIN: poll for POLLOUT; errors show up as a hang-up */
        }
        buf_drop(&s->out, (size_t)k);
    }
}

static void ses_start(Server *S, Session *s) {
    while (!s->running && s->head) {
        Call *c = s->head;
        s->head = c->next;
        if (!s->head) {
            s->tail = NULL;
        }
        c->next = NULL;
        if (!ses_worker(S, s)) {
            mcp_call_failed(S, c, "SystemError", "cannot start a worker process", NULL);
            mcp_call_free(S, c);
            continue;
        }
        size_t start = frm_begin(&s->out, WK_RUN);
        frm_f64(&s->out, c->timeout);
        frm_bytes(&s->out, c->code, c->len);
        frm_end(&s->out, start);
        free(c->code);
        c->code = NULL;
        double now = mcp_now();
        c->started = now;
        c->kill_at = now + c->timeout + S->opt.kill_grace;
        s->running = c;
        if (c->token[0]) {
            c->next_progress = now;
            mcp_progress(S, c, now);
        }
        ses_flush(S, s);
    }
}

void ses_enqueue(Server *S, Session *s, Call *c) {
    c->s = s;
    if (s->tail) {
        s->tail->next = c;
    } else {
        s->head = c;
    }
    s->tail = c;
    s->last_used = mcp_now();
    ses_start(S, s);
}

/* The worker of s is gone (or must go): reap it and answer its run. */
static void ses_lost(Server *S, Session *s, int reason) {
    int st = reap(s->pid);
    if (s->fd >= 0) {
        close(s->fd);
    }
    s->pid = 0;
    s->fd = -1;
    s->in.n = s->out.n = 0;
    Call *c = s->running;
    s->running = NULL;
    s->last_used = mcp_now();
    /* why the session's variables are gone, said to its next call (not after reset_session:
     * the model asked for it) */
    const char *why = reason == KILL_RESET ? NULL : "its worker process exited";
    if (c && c->cancelled && reason != KILL_RESET) {
        why = "its worker was killed when a cancelled call did not stop";
    }
    int during = c != NULL;
    if (c) {
        if (!c->cancelled) {
            char msg[256], hint[256];
            if (c->kill_reason == KILL_TIMEOUT) {
                snprintf(msg, sizeof msg,
                         "time limit of %g s exceeded, and the run did not stop: its worker "
                         "was killed and the session was reset (its variables are gone)",
                         c->timeout);
                if (c->timeout < S->opt.max_timeout) {
                    snprintf(hint, sizeof hint,
                             "timeout_seconds can ask for up to %g s; or do less work per call",
                             S->opt.max_timeout);
                } else {
                    snprintf(hint, sizeof hint,
                             "%g s is the server's maximum for one call: do less work per call",
                             S->opt.max_timeout);
                }
                mcp_call_failed(S, c, "TimeoutError", msg, hint);
                why = "its worker was killed at the time limit";
            } else if (reason == KILL_RESET) {
                mcp_call_failed(S, c, "SessionReset", "the session was reset by reset_session",
                                NULL);
            } else if (reason == KILL_BAD) {
                mcp_call_failed(S, c, "SystemError",
                                "the worker sent a malformed reply; the session was reset", NULL);
                why = "its worker failed";
            } else {
                if (WIFSIGNALED(st)) {
                    int sig = WTERMSIG(st);
                    snprintf(msg, sizeof msg,
                             "the worker process died (%s%s); the session was reset",
                             sig == SIGSYS ? "blocked system call, " : "", strsignal(sig));
                } else {
                    snprintf(msg, sizeof msg,
                             "the worker process exited (status %d); the session was reset",
                             WIFEXITED(st) ? WEXITSTATUS(st) : -1);
                }
                mcp_call_failed(S, c, "SystemError", msg, NULL);
                why = "its worker process died";
            }
        }
        mcp_call_free(S, c);
    }
    if (why) {
        snprintf(s->lost, sizeof s->lost,
                 "session '%s' was reset %s (%s): its variables, imports and definitions are "
                 "gone",
                 s->name, during ? "during the call before" : "between calls", why);
    }
}

void ses_kill(Server *S, Session *s, int reason) {
    if (s->pid > 0) {
        kill(s->pid, SIGKILL);
        ses_lost(S, s, reason);
    }
    ses_start(S, s); /* queued calls run in a fresh worker */
}

void ses_close(Server *S, Session *s) {
    while (s->head) {
        Call *c = s->head;
        s->head = c->next;
        mcp_call_free(S, c);
    }
    s->tail = NULL;
    ses_kill(S, s, KILL_RESET);
    for (Session **p = &S->sessions; *p; p = &(*p)->next) {
        if (*p == s) {
            *p = s->next;
            break;
        }
    }
    S->nsessions--;
    buf_free(&s->in);
    buf_free(&s->out);
    free(s);
}

/* Handles the complete frames in s->in; returns 0 if the worker broke the protocol. */
static int ses_frames(Server *S, Session *s) {
    for (;;) {
        int type;
        FrmReader r;
        size_t size;
        int got = frm_next(s->in.p, s->in.n, &type, &r, &size);
        if (got < 0 || (type && type != WK_DONE)) {
            return 0;
        }
        if (got == 0) {
            return 1;
        }
        if (!s->running) {
            return 0;
        }
        int iserr = (int)frm_get8(&r);
        uint32_t jn = frm_get32(&r);
        const char *json = frm_getbytes(&r, jn);
        size_t tn;
        const char *text = frm_rest(&r, &tn);
        if (r.bad || !rpc_json_valid(json, jn, 256)) {
            return 0;
        }
        Call *c = s->running;
        s->running = NULL;
        if (!c->cancelled) {
            mcp_call_done(S, c, json, jn, text, tn, iserr);
        }
        mcp_call_free(S, c);
        buf_drop(&s->in, size);
        s->last_used = mcp_now();
    }
}

void ses_readable(Server *S, Session *s) {
    char chunk[65536];
    for (;;) {
        ssize_t k = recv(s->fd, chunk, sizeof chunk, 0);
        if (k < 0 && errno == EINTR) {
            continue;
        }
        if (k < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
            break;
        }
        if (k <= 0) {
            if (!ses_frames(S, s)) {
                ses_lost(S, s, KILL_BAD);
            } else {
                ses_lost(S, s, KILL_NONE);
            }
            ses_start(S, s);
            return;
        }
        buf_add(&s->in, chunk, (size_t)k);
        if (s->in.n > FRM_MAX + 16) {
            break;
        }
    }
    if (!ses_frames(S, s)) {
        kill(s->pid, SIGKILL);
        ses_lost(S, s, KILL_BAD);
    }
    ses_start(S, s);
}

int ses_cancel(Server *S, const char *id) {
    for (Session *s = S->sessions; s; s = s->next) {
        Call *c = s->running;
        if (c && !c->cancelled && strcmp(c->id, id) == 0) {
            c->cancelled = 1;
            c->token[0] = '\0';
            if (s->pid > 0) {
                kill(s->pid, SIGUSR1);
            }
            double at = mcp_now() + S->opt.kill_grace;
            if (at < c->kill_at) {
                c->kill_at = at;
                c->kill_reason = KILL_CANCEL;
            }
            return 1;
        }
        for (Call **p = &s->head; *p; p = &(*p)->next) {
            if (strcmp((*p)->id, id) == 0) {
                Call *q = *p;
                *p = q->next;
                if (s->tail == q) {
                    s->tail = NULL;
                    for (Call *t = s->head; t; t = t->next) {
                        s->tail = t;
                    }
                }
                mcp_call_free(S, q);
                return 1;
            }
        }
    }
    return 0;
}

double ses_timers(Server *S, double now) {
    double next = INFINITY;
    Session *s = S->sessions;
    while (s) {
        Session *nx = s->next;
        Call *c = s->running;
        if (c && s->pid > 0) {
            if (now >= c->kill_at) {
                if (!c->kill_reason) {
                    c->kill_reason = KILL_TIMEOUT;
                }
                if (S->opt.verbose) {
                    fprintf(stderr, "moonpy mcp: killing the worker of session '%s' (%s)\n",
                            s->name, c->kill_reason == KILL_CANCEL ? "cancelled" : "timeout");
                }
                kill(s->pid, SIGKILL);
                ses_lost(S, s, c->kill_reason);
                ses_start(S, s);
                s = nx;
                continue;
            }
            if (c->kill_at < next) {
                next = c->kill_at;
            }
            if (c->token[0] && !c->cancelled) {
                if (now >= c->next_progress) {
                    mcp_progress(S, c, now);
                }
                if (c->next_progress < next) {
                    next = c->next_progress;
                }
            }
        } else if (!c && !s->head && S->opt.idle > 0) {
            double at = s->last_used + S->opt.idle;
            if (now >= at) {
                if (S->opt.verbose) {
                    fprintf(stderr, "moonpy mcp: session '%s' expired\n", s->name);
                }
                Tomb *t = &S->tombs[S->ntombs++ % MCP_TOMBS];
                snprintf(t->name, sizeof t->name, "%s", s->name);
                char idle[32];
                ses_idle_text(S, idle, sizeof idle);
                snprintf(t->why, sizeof t->why,
                         "session '%s' expired after %s idle: its variables, imports and "
                         "definitions are gone, so this call started it afresh",
                         s->name, idle);
                ses_close(S, s);
                s = nx;
                continue;
            }
            if (at < next) {
                next = at;
            }
        }
        s = nx;
    }
    return next;
}

int ses_busy(const Server *S) {
    for (const Session *s = S->sessions; s; s = s->next) {
        if (s->running || s->head) {
            return 1;
        }
    }
    return 0;
}

void ses_shutdown(Server *S) {
    for (Session *s = S->sessions; s; s = s->next) {
        if (s->pid > 0) {
            kill(s->pid, SIGKILL);
        }
    }
    if (S->spare_pid > 0) {
        kill(S->spare_pid, SIGKILL);
    }
    while (S->sessions) {
        Session *s = S->sessions;
        Call *c = s->running;
        if (c) {
            c->cancelled = 1; /* the client is gone: no answers */
        }
        for (Call *q = s->head; q; q = q->next) {
            q->cancelled = 1;
        }
        ses_close(S, s);
    }
    if (S->spare_pid > 0) {
        reap(S->spare_pid);
        close(S->spare_fd);
        S->spare_pid = 0;
    }
}
